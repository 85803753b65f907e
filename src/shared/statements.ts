import { z } from "zod";
import { currencySchema } from "./currency";
import { queryInt } from "./input";
import { msg } from "./messages/message-ref";
import { statusSchema } from "./reservations";

/** A calendar month as `YYYY-MM` (2000–2099). */
export const monthSchema = z
  .string({ error: msg("statements.month_format") })
  .regex(/^20\d{2}-(0[1-9]|1[0-2])$/, { error: msg("statements.month_format") });

/** GET /v1/admin/statements: ADMIN names the owner; an OWNER gets their own (another owner's id → 403). */
export const statementQuery = z.object({
  owner_id: queryInt({ min: 1, message: msg("statements.owner_id_invalid") }).optional(),
  month: monthSchema,
});

/** A commission percent as text with at most 2 decimals, 0–100 ("12,5" with a Turkish comma is accepted). */
export const commissionPercentSchema = z
  .union([z.number(), z.string()], { error: msg("statements.rate_number") })
  .transform((v) => String(v).trim().replace(",", "."))
  .pipe(
    z
      .string()
      .regex(/^\d{1,3}(\.\d{1,2})?$/, { error: msg("statements.rate_decimals") })
      .refine((v) => Number(v) <= 100, { error: msg("statements.rate_range") })
      .transform((v) => Number(v).toFixed(2)),
  );

/** An optional rate: empty text or null clears it (the owner's rate, or 0 %, applies). */
const optionalRate = z.union([z.null(), z.literal("").transform(() => null), commissionPercentSchema]);

/** PUT /v1/admin/statements/commission-rates/:id: the owner's rate and overrides for some of their boats. */
export const commissionRatesBody = z.object({
  commission_percent: optionalRate,
  boats: z
    .array(z.object({ id: z.number().int().positive(), commission_percent: optionalRate }))
    .max(500)
    .default([]),
});
export type CommissionRatesBody = z.input<typeof commissionRatesBody>;

/** The rates used when none is set on the boat nor on its owner. */
export const DEFAULT_COMMISSION_PERCENT = "0.00";

export const ownerCommissionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  commission_percent: z.string().nullable(),
  boats: z.array(z.object({ id: z.number().int(), name: z.string(), commission_percent: z.string().nullable() })),
});
export type OwnerCommission = z.infer<typeof ownerCommissionSchema>;

export const statementLineSchema = z.object({
  code: z.string(),
  boat_name: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  guests: z.number().int(),
  status: statusSchema,
  currency: currencySchema,
  /** The reservation's total, in minor units. */
  gross: z.number().int(),
  /** Payments minus refunds recorded so far (voided ones left out), in minor units. */
  paid: z.number().int(),
  /** The percent used: frozen on the reservation when it was confirmed. */
  commission_percent: z.string(),
  commission: z.number().int(),
  net: z.number().int(),
});
export type StatementLine = z.infer<typeof statementLineSchema>;

export const statementTotalSchema = z.object({
  currency: currencySchema,
  count: z.number().int(),
  gross: z.number().int(),
  paid: z.number().int(),
  commission: z.number().int(),
  net: z.number().int(),
});
export type StatementTotal = z.infer<typeof statementTotalSchema>;

export const statementSchema = z.object({
  owner: z.object({ id: z.number().int(), name: z.string() }),
  month: z.string(),
  lines: z.array(statementLineSchema),
  /** One row per currency, never converted. */
  totals: z.array(statementTotalSchema),
});
export type Statement = z.infer<typeof statementSchema>;
