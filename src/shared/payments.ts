import { z } from "zod";
import { idParam, pagingFields, queryBool } from "@/shared/input";
import { msg } from "./messages/message-ref";
import { transactionSchema } from "./reservations";

export const recordTransactionBody = z.object({
  reservation_id: z
    .number({ error: msg("payments.reservation_required") })
    .int()
    .positive()
    .max(2_147_483_647),
  kind: z.enum(["deposit", "balance", "refund"], { error: msg("payments.kind") }),
  method: z.enum(["bank_transfer", "card", "cash"], { error: msg("payments.method") }),
  /** Minor units (kuruş, cents) in the reservation's currency. */
  amount: z
    .number({ error: msg("payments.amount_number") })
    .int({ error: msg("payments.amount_integer") })
    .positive({ error: msg("payments.amount_positive") })
    .max(1_000_000_000_000, { error: msg("payments.amount_too_big") }),
  reference: z
    .string()
    .trim()
    .max(200, { error: msg("payments.reference_too_long") })
    .optional(),
  note: z
    .string()
    .trim()
    .max(2000, { error: msg("booking.note_too_long") })
    .optional(),
  /** When the money arrived: a moment, or a day (taken as noon in Turkey). Default: now. */
  paid_at: z
    .union([z.iso.datetime({ offset: true }), z.iso.date()], { error: msg("payments.paid_at_invalid") })
    .transform((v) => new Date(v.length === 10 ? `${v}T12:00:00+03:00` : v))
    .optional(),
});

/** `damage_deposit`: what staff kept of a damage deposit (issue 30); it counts toward no paid amount. */
export const KIND_LABELS = {
  deposit: "Ön ödeme",
  balance: "Kalan ödeme",
  refund: "İade",
  damage_deposit: "Hasar depozitosu tahsilatı",
} as const;
export const METHOD_LABELS = { bank_transfer: "Havale/EFT", card: "Kredi kartı", cash: "Nakit" } as const;
/** An online card payment's provider as its panel names itself. */
export const PROVIDER_LABELS = { paytr: "PayTR", iyzico: "iyzico" } as const;

const dayFilter = (message: string) => z.iso.date({ error: message });

/** The filters of the transactions list and its CSV: days of paid_at (Turkey's calendar), boat, reservation, method, kind. */
export const transactionFiltersQuery = z.object({
  reservation_id: idParam().optional(),
  /** A reservation code (LMN-4K7Q), case-insensitive. */
  reservation_code: z
    .string()
    .trim()
    .max(40, { error: msg("payments.reservation_code_too_long") })
    .optional(),
  boat_id: idParam(msg("payments.boat_id_invalid")).optional(),
  method: z.enum(["bank_transfer", "card", "cash"], { error: msg("payments.method") }).optional(),
  kind: z.enum(["deposit", "balance", "refund", "damage_deposit"], { error: msg("payments.kind") }).optional(),
  /**
   * `true`: only the flagged payments staff have still to look at (`attention_open`: not voided, not refunded in
   * full, not marked as looked at); `false`: all the others.
   */
  attention: queryBool().optional(),
  /**
   * `true`: only the payments flagged for the accountant (issue 32): voided, or their amount corrected, after their
   * sales invoice was made (`invoice.flagged`).
   */
  invoice_flagged: queryBool().optional(),
  from: dayFilter(msg("payments.from_format")).optional(),
  to: dayFilter(msg("payments.to_format")).optional(),
});

export const listTransactionsQuery = transactionFiltersQuery.extend(pagingFields(100, 100));

/** Totals of the filtered, not voided rows in one currency (minor units): payments − refunds = net; kept damage deposits apart. */
export const transactionTotalSchema = z.object({
  currency: z.enum(["TRY", "EUR", "USD", "GBP"]),
  payments: z.number().int(),
  refunds: z.number().int(),
  net: z.number().int(),
  /** Kept of damage deposits (kind damage_deposit): not charter money, in no net. */
  damage_deposits: z.number().int(),
  count: z.number().int(),
});

export const transactionListSchema = z.object({
  items: z.array(transactionSchema),
  total: z.number().int(),
  totals: z.array(transactionTotalSchema),
  voided_count: z.number().int(),
});

/** Why a payment is corrected or voided: required, kept by the audit log (and on the row for a void). */
const reasonField = z
  .string({ error: msg("payments.reason_required") })
  .trim()
  .min(3, { error: msg("payments.reason_min") })
  .max(500, { error: msg("payments.reason_max") });

/** A correction of a payment; a payment stays a payment and a refund a refund (kind: deposit ⇄ balance only). */
export const editTransactionBody = z.object({
  kind: recordTransactionBody.shape.kind.optional(),
  method: recordTransactionBody.shape.method.optional(),
  amount: recordTransactionBody.shape.amount.optional(),
  /** Empty text clears the reference or note. */
  reference: recordTransactionBody.shape.reference,
  note: recordTransactionBody.shape.note,
  paid_at: recordTransactionBody.shape.paid_at,
  reason: reasonField,
});

export const voidTransactionBody = z.object({ reason: reasonField });

/** Marking a flagged payment as looked at; the note (why) goes to the change log. */
export const resolveAttentionBody = z.object({
  note: z
    .string()
    .trim()
    .max(500, { error: msg("payments.reason_max") })
    .optional(),
});

export const recordedTransactionSchema = transactionSchema.extend({
  reservation: z.object({
    status: z.enum(["option", "confirmed", "completed", "cancelled", "expired"]),
    total: z.number().int(),
    deposit: z.number().int(),
    paid: z.number().int(),
    due: z.number().int(),
  }),
});
