import { z } from "zod";
import { idParam, pagingFields, queryBool } from "@/shared/input";
import { isSingleLine, singleLine } from "./content-fields";
import { daySchema } from "./day-schema";
import { guestSecurityDepositSchema } from "./guest-security-deposit";
import { msg } from "./messages/message-ref";
import { currencySchema, ratesSchema } from "./currency";
import { chosenExtrasSchema, reservationLineSchema } from "./extras-discounts";
import { paymentInvoiceSchema } from "./invoices";
import { instalmentSchema, nextPaymentSchema } from "./payment-plan";
import { phoneNumber } from "./phone";
import { guestsSchema } from "./pricing";
import { RESERVATION_STATUSES } from "./reservation-status";

export const statusSchema = z.enum(RESERVATION_STATUSES, {
  error: msg("reservations.status_invalid", { values: RESERVATION_STATUSES.join(", ") }),
});

const customerName = z
  .string({ error: msg("booking.name_required") })
  .trim()
  .min(2, { error: msg("booking.name_required") })
  .max(200, { error: msg("booking.name_too_long") })
  .refine(isSingleLine, singleLine);
const customerEmail = z
  .email({ error: msg("booking.email_invalid") })
  .max(320, { error: msg("booking.email_too_long") })
  .transform((e) => e.toLowerCase());
const customerPhone = phoneNumber();
const note = z
  .string()
  .trim()
  .max(2000, { error: msg("booking.note_too_long") });

/** The website's booking form. Any price the client sends is ignored (unknown keys are dropped). */
export const createReservationBody = z
  .object({
    boat_slug: z.string().trim().min(1).max(200).optional(),
    boat_id: z.number().int().positive().max(2_147_483_647).optional(),
    start_date: daySchema,
    end_date: daySchema,
    guests: guestsSchema,
    customer_name: customerName,
    customer_email: customerEmail,
    customer_phone: customerPhone,
    note: note.optional(),
    /** The optional extras chosen (ids); the obligatory ones are always in. */
    extras: chosenExtrasSchema.optional(),
    kvkk_consent: z.literal(true, { error: msg("booking.kvkk_required") }),
  })
  .refine((b) => b.boat_slug !== undefined || b.boat_id !== undefined, {
    error: msg("booking.boat_required"),
    path: ["boat_slug"],
  });

export const createdReservationSchema = z.object({
  code: z.string(),
  status: statusSchema,
  start_date: z.string(),
  end_date: z.string(),
  total: z.number().int(),
  deposit: z.number().int(),
  currency: currencySchema,
  option_expires_at: z.string().nullable(),
});

export const idempotencyKeySchema = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[\x21-\x7e]+$/, { error: msg("booking.idempotency_key_ascii") });

export const lookupQuery = z.object({
  code: z
    .string({ error: msg("lookup.code_required") })
    .trim()
    .min(1)
    .max(40),
  email: z
    .string({ error: msg("lookup.email_required") })
    .trim()
    .min(1)
    .max(320),
});

const bankSchema = z.object({
  bank_name: z.string(),
  account_holder: z.string(),
  iban: z.string(),
  currency: currencySchema,
  branch: z.string().nullable(),
});

export const lookupSchema = z.object({
  code: z.string(),
  status: statusSchema,
  status_label: z.string(),
  boat: z.object({ name: z.string(), slug: z.string() }),
  start_date: z.string(),
  end_date: z.string(),
  guests: z.number().int(),
  total: z.number().int(),
  deposit: z.number().int(),
  paid: z.number().int(),
  due: z.number().int(),
  currency: currencySchema,
  option_expires_at: z.string().nullable(),
  bank_accounts: z.array(bankSchema),
  /** The frozen priced lines (charter, discount, extras) and the extras paid at the base (not in total). */
  lines: z.array(reservationLineSchema),
  due_at_base: z.number().int(),
  /** The deposit and the balance with their due dates and states today (none for a cancelled or expired one). */
  payment_plan: z.array(instalmentSchema),
  /** What "Kartla öde" would ask for now (the rule of POST /v1/reservations/payments); null when nothing is open. */
  next_payment: nextPaymentSchema.nullable(),
  /** Guests can pay by card online (PAYMENTS_PROVIDER is set); false: bank transfer only. */
  card_payments: z.boolean(),
  /** The boat's damage deposit: its amount, whether it can be held on the card now, and its state (issue 30). */
  security_deposit: guestSecurityDepositSchema,
});

export const RESERVATION_ORDERS = [
  "created_desc",
  "created_asc",
  "start_asc",
  "start_desc",
  "end_asc",
  "end_desc",
  "id_desc",
  "id_asc",
] as const;

const flag = queryBool(msg("reservations.flag_invalid"));

export const listReservationsQuery = z.object({
  ...pagingFields(100, 100),
  order: z
    .enum(RESERVATION_ORDERS, { error: msg("reservations.order_invalid", { values: RESERVATION_ORDERS.join(", ") }) })
    .default("created_desc"),
  oldrez: flag.default(false),
  /** Only reservations whose balance is past its due day and still open (past stays too: `oldrez` is ignored). */
  overdue_balance: flag.default(false),
  status: statusSchema.optional(),
  boat_id: idParam().optional(),
  reservation_id: idParam().optional(),
  customer_name: z.string().trim().max(200).optional(),
});

export const reservationListItemSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  status: statusSchema,
  status_label: z.string(),
  source: z.enum(["website", "staff", "agency"]),
  boat: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  customer_name: z.string(),
  customer_email: z.string(),
  customer_phone: z.string(),
  guests: z.number().int(),
  start_date: z.string(),
  end_date: z.string(),
  total: z.number().int(),
  deposit: z.number().int(),
  paid: z.number().int(),
  due: z.number().int(),
  currency: currencySchema,
  option_expires_at: z.string().nullable(),
  /** False while the reservation is "new" to the calling staff member (their own mark, not shared). */
  seen_by_staff: z.boolean(),
  created_at: z.string(),
  /** The agency that sold it through the partner API, with its reference and frozen commission (minor units). */
  agency: z
    .object({
      id: z.number().int(),
      name: z.string(),
      partner_reference: z.string().nullable(),
      commission_bps: z.number().int(),
      commission: z.number().int(),
    })
    .nullable(),
});

export const transactionSchema = z.object({
  id: z.number().int(),
  reservation_id: z.number().int(),
  reservation_code: z.string(),
  boat: z.object({ id: z.number().int(), name: z.string() }),
  customer_name: z.string(),
  kind: z.enum(["deposit", "balance", "refund", "damage_deposit"]),
  method: z.enum(["bank_transfer", "card", "cash"]),
  amount: z.number().int(),
  currency: currencySchema,
  reference: z.string().nullable(),
  note: z.string().nullable(),
  recorded_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  paid_at: z.string(),
  created_at: z.string(),
  /** The last correction (null: never edited). */
  updated_at: z.string().nullable(),
  /** A voided payment counts in no sum; it stays listed with its reason. */
  voided_at: z.string().nullable(),
  void_reason: z.string().nullable(),
  /** An online card payment's provider, or of a refund given back through it (null: recorded by staff). */
  provider: z.enum(["paytr", "iyzico"]).nullable(),
  /** Our order id of an online card payment (found in the provider's panel). */
  provider_order_id: z.string().nullable(),
  /** A refund of an online card payment: that payment's id. */
  refund_of: z.number().int().nullable(),
  /** What can still be refunded of an online card payment through its provider (minor units); null otherwise. */
  refundable: z.number().int().nullable(),
  /**
   * Of an online card payment: refunds asked of the provider that got no answer yet (minor units), held out of
   * `refundable` until the provider is asked about them ("Durumu sorgula", the card-payments job); null otherwise.
   */
  refund_pending: z.number().int().nullable(),
  /**
   * Why staff should look at this payment (and probably refund it): it came for a cancelled or expired reservation,
   * after what it was for had been paid already (two tabs, a bank transfer), or the provider notified another total.
   */
  attention: z.array(z.enum(["reservation_closed", "extra_payment", "amount_mismatch"])),
  /**
   * Whether a flagged payment still waits for staff: not voided, not refunded in full, not marked as looked at
   * (`attention_resolved_at`). False for a payment without flags.
   */
  attention_open: z.boolean(),
  /** When staff marked its flags as looked at (kept the money or settled it otherwise). */
  attention_resolved_at: z.string().nullable(),
  /** Its invoice in short (issue 32; null for a refund, or a payment recorded before invoicing existed). */
  invoice: paymentInvoiceSchema.nullable(),
});

export const reservationDetailSchema = reservationListItemSchema.extend({
  allowed_statuses: z.array(statusSchema),
  rates: ratesSchema,
  note: z.string().nullable(),
  kvkk_consent_at: z.string().nullable(),
  created_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  updated_at: z.string(),
  transactions: z.array(transactionSchema),
  /** The instalments (deposit, balance) with their due day and state; empty for a cancelled or expired one. */
  payment_plan: z.array(instalmentSchema),
  /** The frozen priced lines (charter, discount, extras) and the extras paid at the base (not in total). */
  lines: z.array(reservationLineSchema),
  due_at_base: z.number().int(),
  /**
   * The review invitation (mailed the day after check-out): when it was made, until when its link works, when the
   * guest used it, and its mail's state and sending time. Null while none was made.
   */
  review_invitation: z
    .object({
      invited_at: z.string(),
      expires_at: z.string(),
      used_at: z.string().nullable(),
      mail_status: z.string().nullable(),
      mail_sent_at: z.string().nullable(),
    })
    .nullable(),
  mails: z.array(
    z.object({
      id: z.number().int(),
      to_address: z.string(),
      subject: z.string(),
      template_key: z.string().nullable(),
      status: z.string(),
      attempts: z.number().int(),
      last_error: z.string().nullable(),
      sent_at: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
});

/** A booking staff enter for a phone or walk-in customer. */
export const createStaffReservationBody = z.object({
  boat_id: z
    .number({ error: msg("booking.boat_required") })
    .int()
    .positive()
    .max(2_147_483_647),
  start_date: daySchema,
  end_date: daySchema,
  guests: guestsSchema,
  customer_name: customerName,
  customer_email: customerEmail,
  customer_phone: customerPhone,
  note: note.optional(),
  status: z.enum(["option", "confirmed"], { error: msg("reservations.new_status") }).default("option"),
  /** ADMIN only: an agreed total in minor units instead of the price list's. */
  total: z.number().int().min(0).max(1_000_000_000_000).optional(),
  /** The currency of an agreed `total` (default TRY); a price-list booking takes the price period's. */
  currency: currencySchema.optional(),
  send_mail: z.boolean().default(true),
  /** The optional extras chosen (ids); the obligatory ones are always in. Not with an agreed `total`. */
  extras: chosenExtrasSchema.optional(),
});

export const updateReservationBody = z
  .object({
    status: statusSchema.optional(),
    customer_name: customerName.optional(),
    customer_email: customerEmail.optional(),
    customer_phone: customerPhone.optional(),
    guests: guestsSchema.optional(),
    note: note.nullable().optional(),
    start_date: daySchema.optional(),
    end_date: daySchema.optional(),
    /** ADMIN only: a new total in minor units; the deposit follows the current deposit percent. */
    total: z.number().int().min(0).max(1_000_000_000_000).optional(),
    /** Extends (or shortens) the option window of an option. */
    option_expires_at: z.iso.datetime({ offset: true, error: msg("reservations.datetime_invalid") }).optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { error: msg("reservations.update_empty") });

export const platoQuery = z.object({
  platoReservationId: z
    .string({ error: msg("lookup.code_required") })
    .trim()
    .min(1)
    .max(40),
});
