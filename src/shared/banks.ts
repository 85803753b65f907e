import { z } from "zod";
import { msg } from "@/shared/messages/message-ref";
import { compactIban, isValidIban } from "@/lib/iban";
import { optionalText, requiredText, sortOrderField } from "./content-fields";
import { currencySchema } from "./currency";

export const bankSchema = z.object({
  id: z.number().int(),
  bank_name: z.string(),
  account_holder: z.string(),
  /** Compact form, e.g. TR330006100519786457841326. */
  iban: z.string(),
  currency: currencySchema,
  branch: z.string().nullable(),
  active: z.boolean(),
  sort_order: z.number().int(),
  created_at: z.string(),
});
export type BankDto = z.infer<typeof bankSchema>;

/** A Turkish IBAN, spaces allowed and any case: stored compact and upper-case after the mod-97 check. */
export const trIban = z
  .string({ error: msg("banks.iban_required") })
  .max(60, { error: msg("banks.iban_too_long") })
  .transform(compactIban)
  .refine((v) => v !== "", { error: msg("banks.iban_required"), abort: true })
  .refine((v) => /^TR\d{24}$/.test(v), {
    error: msg("banks.iban_format"),
    abort: true,
  })
  .refine(isValidIban, { error: msg("banks.iban_checksum") });

export const bankBody = z.object({
  bank_name: requiredText("banks.bank_name", 120),
  account_holder: requiredText("banks.account_holder", 200),
  iban: trIban,
  currency: currencySchema.default("TRY"),
  branch: optionalText("banks.branch", 120).optional(),
  active: z.boolean({ error: msg("banks.active_boolean") }).optional(),
  sort_order: sortOrderField.optional(),
});
export type BankInput = z.output<typeof bankBody>;
