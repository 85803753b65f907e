import "server-only";
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { money } from "./columns";
import { currency } from "./enums";
import { reservations, transactions } from "./reservations";
import { users } from "./users";

/**
 * One attempt of a guest to pay by card online (issue 29): what Liman asked the provider to take, under a fresh
 * order id. The amount is ours (computed when it started), never the browser's or the provider's word. A success
 * turns it `paid` and writes one ledger row (transactions, unique on provider + order id) in the same transaction.
 */
export const cardPayments = pgTable(
  "card_payments",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    reservationId: integer("reservation_id")
      .notNull()
      .references(() => reservations.id, { onDelete: "restrict" }),
    provider: text("provider").$type<"paytr" | "iyzico">().notNull(),
    /** Ours, alphanumeric ≤ 64, new for every attempt (PayTR's merchant_oid, iyzico's basket id). */
    orderId: text("order_id").notNull().unique(),
    amount: money("amount").notNull(),
    currency: currency("currency").notNull(),
    purpose: text("purpose").$type<"deposit" | "balance">().notNull(),
    state: text("state").$type<"started" | "paid" | "failed">().notNull().default("started"),
    /** What the reservation had paid when the attempt started: more paid by the time it succeeds → flagged. */
    paidBefore: money("paid_before").notNull(),
    /**
     * The provider's session token (iyzico's checkout token, PayTR's iframe token). iyzico's callback names the
     * attempt only by it: unique per provider.
     */
    providerToken: text("provider_token"),
    /** The language the guest started in: the provider's page and the way back to ours speak it. */
    locale: text("locale").$type<"tr" | "en">().notNull().default("tr"),
    providerPaymentId: text("provider_payment_id"),
    /** The total the provider notified (minor units), when it named one. */
    notifiedAmount: money("notified_amount"),
    failureReason: text("failure_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
    /** The last status inquiry of the reconciliation job. */
    inquiredAt: timestamp("inquired_at", { withTimezone: true }),
  },
  (t) => [
    index("card_payments_reservation_idx").on(t.reservationId),
    index("card_payments_started_idx").on(t.createdAt).where(sql`${t.state} = 'started'`),
    uniqueIndex("card_payments_provider_token_unique").on(t.provider, t.providerToken),
    check("card_payments_provider_check", sql`${t.provider} IN ('paytr', 'iyzico')`),
    check("card_payments_order_id_check", sql`${t.orderId} ~ '^[A-Za-z0-9]{1,64}$'`),
    check("card_payments_amount_check", sql`${t.amount} > 0 AND ${t.paidBefore} >= 0`),
    check("card_payments_purpose_check", sql`${t.purpose} IN ('deposit', 'balance')`),
    check("card_payments_state_check", sql`${t.state} IN ('started', 'paid', 'failed')`),
    check("card_payments_locale_check", sql`${t.locale} IN ('tr', 'en')`),
    check("card_payments_settled_check", sql`(${t.state} = 'started') = (${t.settledAt} IS NULL)`),
  ],
);

/**
 * A refund of an online card payment asked of the provider by staff: written (`requested`) before the provider is
 * called, so the amount is held against the payment while the call is out and two refunds can never together
 * exceed it; `refunded` with its ledger row when the provider said yes, `refused` with the provider's message.
 * A request the provider never answered is settled by asking the provider about its `reference`
 * (reconcile-card-refunds.ts): the ledger row is unique per request (`refund_transaction_id`).
 */
export const cardRefunds = pgTable(
  "card_refunds",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** The card payment refunded (its ledger row). */
    paymentId: integer("payment_id")
      .notNull()
      .references(() => transactions.id, { onDelete: "restrict" }),
    amount: money("amount").notNull(),
    state: text("state").$type<"requested" | "refunded" | "refused">().notNull().default("requested"),
    /** The ledger's refund row, once the provider said yes. */
    refundTransactionId: integer("refund_transaction_id")
      .unique()
      .references(() => transactions.id, { onDelete: "restrict" }),
    /** The provider's words when it refused; when its inquiry showed the refund never reached it, ours. */
    message: text("message"),
    /**
     * Ours, sent with the refund call (PayTR's reference_no, iyzico's conversationId): the provider's status
     * inquiry names the refund by it. Null only for requests made before it existed.
     */
    reference: text("reference").unique(),
    /** Staff's note, written on the ledger row when the refund is settled (at once or by the reconciliation). */
    note: text("note"),
    /** Status inquiries made about this request (the reconciliation backs off with their number). */
    inquiries: integer("inquiries").notNull().default(0),
    /** Not asked about before this (set when an inquiry is claimed). */
    nextInquiryAt: timestamp("next_inquiry_at", { withTimezone: true }),
    requestedBy: integer("requested_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (t) => [
    index("card_refunds_payment_idx").on(t.paymentId),
    index("card_refunds_requested_idx").on(t.createdAt).where(sql`${t.state} = 'requested'`),
    check("card_refunds_reference_check", sql`${t.reference} ~ '^[A-Za-z0-9]{1,64}$'`),
    check("card_refunds_amount_check", sql`${t.amount} > 0`),
    check("card_refunds_state_check", sql`${t.state} IN ('requested', 'refunded', 'refused')`),
    check("card_refunds_done_check", sql`(${t.state} = 'refunded') = (${t.refundTransactionId} IS NOT NULL)`),
  ],
);
