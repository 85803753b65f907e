import { z } from "zod";
import { currencySchema } from "./currency";
import { msg } from "./messages/message-ref";
import { lookupQuery } from "./reservations";

export { guestSecurityDepositSchema } from "./guest-security-deposit";

/** The damage deposit of a charter (issue 30, docs/payments.md "The damage deposit"). */
export const SECURITY_DEPOSIT_STATES = [
  "started",
  "failed",
  "held",
  "capturing",
  "releasing",
  "captured",
  "released",
] as const;
export type SecurityDepositState = (typeof SECURITY_DEPOSIT_STATES)[number];
export const SECURITY_DEPOSIT_METHODS = ["card", "cash", "bank_transfer"] as const;

/** POST /v1/reservations/security-deposit: the guest's reservation by code and e-mail; the amount is the boat's. */
export const startDepositHoldBody = lookupQuery;

/** The pre-authorisation page the guest's browser goes to. */
export const depositHoldPageSchema = z.object({
  kind: z.literal("redirect"),
  url: z.string(),
  order_id: z.string(),
  /** Minor units, in the reservation's currency. */
  amount: z.number().int(),
  currency: currencySchema,
});

export const securityDepositSchema = z.object({
  id: z.number().int(),
  method: z.enum(SECURITY_DEPOSIT_METHODS),
  state: z.enum(SECURITY_DEPOSIT_STATES),
  amount: z.number().int(),
  currency: currencySchema,
  captured_amount: z.number().int().nullable(),
  capture_reason: z.string().nullable(),
  /** iyzico's words: why the page failed, or why it refused the last capture or release. */
  message: z.string().nullable(),
  provider_payment_id: z.string().nullable(),
  created_at: z.string(),
  held_at: z.string().nullable(),
  settled_at: z.string().nullable(),
});
export type SecurityDeposit = z.infer<typeof securityDepositSchema>;

/** GET /v1/admin/reservations/:id/security-deposits: the boat's deposit, whether cards can hold it, every hold. */
export const reservationSecurityDepositsSchema = z.object({
  boat_amount: z.number().int().nullable(),
  currency: currencySchema,
  /** iyzico is configured: guests can hold the deposit on their card. */
  card_holds: z.boolean(),
  /** PayTR is the only provider configured (it has no pre-authorisation). */
  paytr_only: z.boolean(),
  items: z.array(securityDepositSchema),
});

const amountField = z
  .number({ error: msg("payments.amount_number") })
  .int({ error: msg("payments.amount_integer") })
  .positive({ error: msg("payments.amount_positive") })
  .max(1_000_000_000_000, { error: msg("payments.amount_too_big") });

/** POST /v1/admin/reservations/:id/security-deposits: a deposit taken by hand (cash, bank transfer). */
export const manualDepositBody = z.object({
  method: z.enum(["cash", "bank_transfer"], { error: msg("deposits.method") }),
  amount: amountField,
});

/** POST /v1/admin/security-deposits/:id/capture: the part kept for damage, and why. */
export const captureDepositBody = z.object({
  amount: amountField,
  reason: z
    .string({ error: msg("payments.reason_required") })
    .trim()
    .min(3, { error: msg("payments.reason_min") })
    .max(500, { error: msg("payments.reason_max") }),
});

/** POST /v1/admin/security-deposits/:id/release: let the whole deposit go (a note is optional). */
export const releaseDepositBody = z.object({
  note: z
    .string()
    .trim()
    .max(500, { error: msg("payments.reason_max") })
    .optional(),
});
