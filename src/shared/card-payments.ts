import { z } from "zod";
import { currencySchema } from "./currency";
import { msg } from "./messages/message-ref";
import { lookupQuery } from "./reservations";

/** POST /v1/reservations/payments: the guest's reservation by code and e-mail; the amount is the server's. */
export const startCardPaymentBody = lookupQuery;

/** What the browser opens to pay what is due next (issue 29). */
export const cardPaymentPageSchema = z.object({
  /** PayTR: a page to show in an iframe; iyzico: a page to send the browser to. */
  kind: z.enum(["iframe", "redirect"]),
  url: z.string(),
  /** Our order id of this attempt. */
  order_id: z.string(),
  /** `deposit` (a payment in full included while the deposit is open) or `balance`. */
  purpose: z.enum(["deposit", "balance"]),
  /** Minor units, in the reservation's currency. */
  amount: z.number().int(),
  currency: currencySchema,
});

/** POST /v1/admin/transactions/:id/refund: how much of an online card payment to give back (minor units). */
export const refundCardPaymentBody = z.object({
  amount: z
    .number({ error: msg("payments.amount_number") })
    .int({ error: msg("payments.amount_integer") })
    .positive({ error: msg("payments.amount_positive") })
    .max(1_000_000_000_000, { error: msg("payments.amount_too_big") }),
  note: z
    .string()
    .trim()
    .max(2000, { error: msg("booking.note_too_long") })
    .optional(),
});

/**
 * POST /v1/admin/transactions/:id/refund-inquiry ("Durumu sorgula"): what the provider said about the payment's
 * refund requests still waiting for an answer. `refunded`: written in the ledger now; `not_received`: the provider
 * has no such refund (never reached it), the amount is refundable again; `pending`: still waiting (no answer, or
 * asked too soon after the request).
 */
export const cardRefundInquirySchema = z.object({
  refunded: z.number().int(),
  not_received: z.number().int(),
  pending: z.number().int(),
});
