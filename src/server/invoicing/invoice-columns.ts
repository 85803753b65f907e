import "server-only";
import { and, eq, isNotNull, or, sql } from "drizzle-orm";
import type { Locale } from "@/i18n/locales";
import { errorText } from "@/shared/messages/error-text";
import { type InvoiceReason, invoices, transactions } from "../db/schema";

/** Flagged for the accountant: the payment was voided, or its amount corrected, after its sales invoice was made. */
export const invoiceFlagged = and(
  isNotNull(invoices.salesInvoiceId),
  or(isNotNull(transactions.voidedAt), sql`${invoices.amount} IS DISTINCT FROM ${transactions.amount}`),
);

/** Staff may ask again: failed, or skipped while the payment still stands. */
export const invoiceRetryable = sql<boolean>`(${invoices.state} = 'failed' OR ${invoices.state} = 'skipped') AND ${transactions.voidedAt} IS NULL`;

/** The columns of an invoice as staff see it (join `transactions` on the invoice's payment). */
export const invoiceColumns = {
  id: invoices.id,
  transaction_id: invoices.transactionId,
  reservation_id: invoices.reservationId,
  state: invoices.state,
  kind: sql<string>`${transactions.kind}::text`,
  amount: sql<number>`coalesce(${invoices.amount}, ${transactions.amount})`.mapWith(Number),
  currency: sql<string>`coalesce(${invoices.currency}, ${transactions.currency})::text`,
  number: invoices.eArchiveNumber,
  uuid: invoices.eArchiveUuid,
  e_archive_status: invoices.eArchiveStatus,
  issue_date: invoices.issueDate,
  invoiced_at: invoices.invoicedAt,
  error: invoices.lastError,
  reason: invoices.reason,
  has_sales_invoice: sql<boolean>`${invoices.salesInvoiceId} IS NOT NULL`,
  flagged: sql<boolean>`coalesce(${invoiceFlagged}, false)`,
  retryable: invoiceRetryable,
};

export const invoicePayment = eq(transactions.id, invoices.transactionId);

/** A row as the API answers it (timestamps as ISO text, our reason worded in the caller's language). */
export function invoiceOut<T extends { invoiced_at: Date | null; reason: InvoiceReason | null }>(
  row: T,
  locale: Locale,
) {
  return {
    ...row,
    invoiced_at: row.invoiced_at?.toISOString() ?? null,
    reason_message: row.reason ? (errorText(locale, `invoices.reasons.${row.reason}`) ?? row.reason) : null,
  };
}
