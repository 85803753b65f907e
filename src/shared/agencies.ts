import { z } from "zod";
import { msg } from "@/shared/messages/message-ref";
import { optionalText, requiredText } from "./content-fields";

/** An agency as staff see it (the webhook secret is read through its own call, never in a list). */
export const agencySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  contact_name: z.string().nullable(),
  contact_email: z.string().nullable(),
  contact_phone: z.string().nullable(),
  /** Basis points of the gross price: 1250 = 12.5 %. */
  commission_bps: z.number().int(),
  rate_limit_per_minute: z.number().int(),
  webhook_url: z.string().nullable(),
  active: z.boolean(),
  /** Keys not revoked. */
  active_keys: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AgencyDto = z.infer<typeof agencySchema>;

/** "" or null clears an optional text. */
const clearable = (schema: z.ZodType<string>) =>
  schema
    .nullable()
    .transform((v) => (v === "" || v === null ? null : v))
    .optional();

const commissionBps = z
  .number({ error: msg("agencies.commission_bps") })
  .int({ error: msg("agencies.commission_bps") })
  .min(0, { error: msg("agencies.commission_bps") })
  .max(10_000, { error: msg("agencies.commission_bps") });

const rateLimit = z
  .number({ error: msg("agencies.rate_limit") })
  .int({ error: msg("agencies.rate_limit") })
  .min(1, { error: msg("agencies.rate_limit") })
  .max(100_000, { error: msg("agencies.rate_limit") });

const webhookUrl = z
  .string({ error: msg("agencies.webhook_url") })
  .trim()
  .max(500, { error: msg("agencies.webhook_url") })
  .refine((v) => v === "" || z.url({ protocol: /^https?$/ }).safeParse(v).success, {
    error: msg("agencies.webhook_url"),
  });

/** POST /admin/agencies and PUT /admin/agencies/:id (a field left out keeps its value on PUT). */
export const agencyBody = z.strictObject({
  name: requiredText("agencies.name", 200),
  contact_name: clearable(optionalText("agencies.contact_name", 200)),
  contact_email: clearable(
    z
      .string({ error: msg("agencies.contact_email_invalid") })
      .trim()
      .max(320, { error: msg("agencies.contact_email_invalid") })
      .refine((v) => v === "" || z.email().safeParse(v).success, { error: msg("agencies.contact_email_invalid") }),
  ),
  contact_phone: clearable(optionalText("agencies.contact_phone", 40)),
  commission_bps: commissionBps.optional(),
  rate_limit_per_minute: rateLimit.optional(),
  webhook_url: clearable(webhookUrl),
  active: z.boolean({ error: msg("agencies.active_boolean") }).optional(),
});
export type AgencyInput = z.output<typeof agencyBody>;

/** An API key as listed: never the key itself, only its first characters. */
export const agencyKeySchema = z.object({
  id: z.number().int(),
  prefix: z.string(),
  label: z.string().nullable(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type AgencyKeyDto = z.infer<typeof agencyKeySchema>;

/** The answer of a new key: the key itself, shown this once. */
export const createdAgencyKeySchema = agencyKeySchema.extend({ key: z.string() });

export const agencyKeyBody = z.strictObject({
  label: clearable(optionalText("agencies.key_label", 100)),
});

export const webhookSecretSchema = z.object({ secret: z.string() });
