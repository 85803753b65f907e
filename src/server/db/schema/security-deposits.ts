import "server-only";
import { sql } from "drizzle-orm";
import { check, foreignKey, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { money } from "./columns";
import { currency } from "./enums";
import { reservations, transactions } from "./reservations";
import { users } from "./users";

export type SecurityDepositMethod = "card" | "cash" | "bank_transfer";
export type SecurityDepositState = "started" | "failed" | "held" | "capturing" | "releasing" | "captured" | "released";

/**
 * The damage deposit of one charter (issue 30, docs/payments.md "The damage deposit"): held on the guest's card
 * through an iyzico pre-authorisation (method card), or taken by hand (cash, transfer). A hold is no payment: it
 * counts in no paid amount and writes nothing to the ledger; only a capture does (a `damage_deposit` transaction
 * naming its hold in `security_deposit_id`, unique, so one capture per hold). `capturing`/`releasing` claim the hold
 * while iyzico is asked, so two staff members never send two actions for one hold.
 */
export const securityDeposits = pgTable(
  "security_deposits",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    reservationId: integer("reservation_id")
      .notNull()
      .references(() => reservations.id, { onDelete: "restrict" }),
    method: text("method").$type<SecurityDepositMethod>().notNull(),
    /** iyzico for a card hold; null for one taken by hand. */
    provider: text("provider").$type<"iyzico">(),
    /** Ours, alphanumeric ≤ 64, new for every card attempt (iyzico's conversationId and basketId). */
    orderId: text("order_id").unique(),
    /** iyzico's checkout form token: its callback names the hold only by it. */
    providerToken: text("provider_token"),
    /** iyzico's payment id of the pre-authorisation (what post-auth and cancel name). */
    providerPaymentId: text("provider_payment_id"),
    amount: money("amount").notNull(),
    currency: currency("currency").notNull(),
    state: text("state").$type<SecurityDepositState>().notNull(),
    locale: text("locale").$type<"tr" | "en">().notNull().default("tr"),
    /** The part captured (minor units) and why: asked while `capturing`, taken once `captured`. */
    capturedAmount: money("captured_amount"),
    captureReason: text("capture_reason"),
    /** The ledger row of the capture. */
    captureTransactionId: integer("capture_transaction_id")
      .unique()
      .references(() => transactions.id, { onDelete: "restrict" }),
    /** iyzico's words: why the hold failed, or why it refused the last capture or release. */
    message: text("message"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    heldAt: timestamp("held_at", { withTimezone: true }),
    settledAt: timestamp("settled_at", { withTimezone: true }),
    /** When a capture or release was claimed and sent to iyzico (`capturing`/`releasing`). */
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    /** Retrieves made about a hold left `started` (its callback never came); the reconciliation backs off with their number. */
    inquiries: integer("inquiries").notNull().default(0),
    /** When the reconciliation may ask iyzico about a `started` hold again (null: as soon as it is old enough). */
    nextInquiryAt: timestamp("next_inquiry_at", { withTimezone: true }),
    recordedBy: integer("recorded_by").references(() => users.id, { onDelete: "set null" }),
    settledBy: integer("settled_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    index("security_deposits_reservation_idx").on(t.reservationId),
    // The reconciliation's search: the few holds left `started`.
    index("security_deposits_started_idx").on(t.createdAt).where(sql`${t.state} = 'started'`),
    uniqueIndex("security_deposits_provider_token_unique").on(t.provider, t.providerToken),
    // A pre-authorisation is recorded once, however many copies of its callback arrive.
    uniqueIndex("security_deposits_provider_payment_unique").on(t.provider, t.providerPaymentId),
    check("security_deposits_method_check", sql`${t.method} IN ('card', 'cash', 'bank_transfer')`),
    check(
      "security_deposits_provider_check",
      sql`(${t.method} = 'card') = (${t.provider} IS NOT NULL AND ${t.provider} = 'iyzico' AND ${t.orderId} IS NOT NULL)`,
    ),
    check("security_deposits_order_id_check", sql`${t.orderId} IS NULL OR ${t.orderId} ~ '^[A-Za-z0-9]{1,64}$'`),
    check("security_deposits_amount_check", sql`${t.amount} > 0`),
    check(
      "security_deposits_state_check",
      sql`${t.state} IN ('started', 'failed', 'held', 'capturing', 'releasing', 'captured', 'released')`,
    ),
    check(
      "security_deposits_captured_check",
      sql`(${t.state} IN ('capturing', 'captured')) = (${t.capturedAmount} IS NOT NULL) AND (${t.capturedAmount} IS NULL OR (${t.capturedAmount} > 0 AND ${t.capturedAmount} <= ${t.amount}))`,
    ),
    check("security_deposits_locale_check", sql`${t.locale} IN ('tr', 'en')`),
    // The capture's ledger row names this hold (transactions.security_deposit_id, unique): one capture per hold.
    foreignKey({
      name: "security_deposits_capture_transaction_hold_fk",
      columns: [t.captureTransactionId, t.id],
      foreignColumns: [transactions.id, transactions.securityDepositId],
    }),
    check(
      "security_deposits_capture_transaction_check",
      sql`(${t.state} = 'captured') = (${t.captureTransactionId} IS NOT NULL)`,
    ),
  ],
);
