import "server-only";
import { sql } from "drizzle-orm";
import { check, index, integer, numeric, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { INVOICE_REASON_VALUES } from "../../../shared/invoices";
import { createdAt, day, money } from "./columns";
import { currency } from "./enums";
import { reservations, transactions } from "./reservations";

export const INVOICE_STATES = ["queued", "archiving", "done", "failed", "skipped"] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];
/**
 * Our own reasons an invoice stopped (the provider's words go to `last_error`): the payment voided before it was
 * sent, voided between its sales invoice and its e-Arşiv, recorded while invoicing was off (found too late for
 * e-Arşiv's window), an e-Arşiv Paraşüt reported made but its sales invoice does not show (tried again), Paraşüt
 * not reached or not understood (tried again; the technical detail goes to the log), a refusal without words, a
 * refused sign-in, or an unexpected error of ours. The API and the dashboard word them from the catalogues.
 */
export const INVOICE_REASONS = INVOICE_REASON_VALUES;
export type InvoiceReason = (typeof INVOICE_REASONS)[number];

/**
 * The invoice of one payment received (issue 32): an outbox row written by a trigger on `transactions` in the
 * payment's own transaction (every kind but `refund`: the one place that decides what is invoiced, decision 0051),
 * unique per payment, so however many job runs, instances or restarts there are, a payment has one row and so one
 * sales invoice. The invoicing job claims due rows (`FOR UPDATE SKIP LOCKED`, a lease) and walks them:
 * `queued` (no sales invoice yet) → `archiving` (the sales invoice exists; its e-Arşiv is asked for and its
 * trackable job polled) → `done` (e-Arşiv number, uuid, status kept). A refused e-Arşiv or a provider error that
 * outlived its retries is `failed` with the provider's words; staff retry it (a new e-Arşiv for the same sales
 * invoice). `skipped`: never sent (the payment was voided first, or recorded while invoicing was off).
 */
export const invoices = pgTable(
  "invoices",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    transactionId: integer("transaction_id")
      .notNull()
      .unique()
      .references(() => transactions.id, { onDelete: "restrict" }),
    reservationId: integer("reservation_id")
      .notNull()
      .references(() => reservations.id, { onDelete: "restrict" }),
    state: text("state").$type<InvoiceState>().notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** A worker's lease: the row is not claimed again before it runs out. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    /** The provider's words of the last failure, verbatim (shown to staff). */
    lastError: text("last_error"),
    /** Our own reason it failed or was skipped (INVOICE_REASONS), by code. */
    reason: text("reason").$type<InvoiceReason>(),
    /** What was invoiced: the payment's amount and currency when its sales invoice was made. */
    amount: money("amount"),
    currency: currency("currency"),
    /** TL per unit of `currency` on the issue day (null for TRY). */
    exchangeRate: numeric("exchange_rate", { precision: 12, scale: 4 }),
    vatPercent: integer("vat_percent"),
    issueDate: day("issue_date"),
    contactId: text("contact_id"),
    /** Set before the sales invoice is asked for: after a crash the provider is asked whether it made one. */
    salesInvoiceRequestedAt: timestamp("sales_invoice_requested_at", { withTimezone: true }),
    salesInvoiceId: text("sales_invoice_id"),
    /** Set before the e-Arşiv is asked for: after a crash the sales invoice is asked whether it has one. */
    eArchiveRequestedAt: timestamp("e_archive_requested_at", { withTimezone: true }),
    trackableJobId: text("trackable_job_id"),
    eArchiveId: text("e_archive_id"),
    eArchiveNumber: text("e_archive_number"),
    eArchiveUuid: text("e_archive_uuid"),
    eArchiveStatus: text("e_archive_status"),
    createdAt: createdAt(),
    invoicedAt: timestamp("invoiced_at", { withTimezone: true }),
  },
  (t) => [
    index("invoices_reservation_idx").on(t.reservationId),
    index("invoices_due_idx").on(t.nextAttemptAt).where(sql`${t.state} IN ('queued', 'archiving')`),
    check(
      "invoices_reason_check",
      sql`${t.reason} IN (${sql.raw(INVOICE_REASONS.map((reason) => `'${reason}'`).join(", "))})`,
    ),
    check("invoices_state_check", sql`${t.state} IN ('queued', 'archiving', 'done', 'failed', 'skipped')`),
    check("invoices_archiving_check", sql`${t.state} NOT IN ('archiving', 'done') OR ${t.salesInvoiceId} IS NOT NULL`),
    check(
      "invoices_done_check",
      sql`(${t.state} = 'done') = (${t.eArchiveId} IS NOT NULL AND ${t.invoicedAt} IS NOT NULL)`,
    ),
  ],
);
