import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Locale } from "@/i18n/locales";
import type { AuthUser } from "../auth/current-user";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { invoices } from "../db/schema";
import { unprocessable } from "../domain-errors";
import { findStaffInvoice, getStaffInvoice } from "./find-staff-invoice";

/**
 * Staff ask again for a failed (or skipped) invoice: it is queued at once for the job. One whose sales invoice exists
 * goes straight to a new e-Arşiv of that same sales invoice — never a second sales invoice. A voided payment is never
 * invoiced (422). The provider's words (or our reason) stay until the new attempt's outcome replaces them.
 */
export async function retryInvoice(db: Db, config: Config, user: AuthUser, id: number, locale: Locale) {
  if (!config.parasut) throw unprocessable("invoices.disabled", "INVOICING_DISABLED");
  const invoice = await findStaffInvoice(db, user, { id });
  if (invoice.state !== "failed" && invoice.state !== "skipped") {
    throw unprocessable("invoices.not_retryable", "INVOICE_NOT_RETRYABLE");
  }
  if (!invoice.retryable) throw unprocessable("invoices.voided_payment", "PAYMENT_VOIDED");
  const changed = await db
    .update(invoices)
    .set({
      // A sales invoice already made: only its e-Arşiv is asked for again.
      state: sql`CASE WHEN ${invoices.salesInvoiceId} IS NULL THEN 'queued' ELSE 'archiving' END`,
      // A fresh count of retries; for a skipped row not zero, so it is not skipped again for its age.
      attempts: invoice.state === "skipped" ? 1 : 0,
      // A refused e-Arşiv's job is forgotten (its request mark was cleared when it failed); a request whose answer was
      // lost keeps its mark, so the sales invoice is asked for its e-Arşiv before another is requested.
      trackableJobId: null,
      nextAttemptAt: sql`now()`,
      lockedUntil: null,
    })
    .where(and(eq(invoices.id, id), inArray(invoices.state, ["failed", "skipped"])))
    .returning({ id: invoices.id });
  if (changed.length === 0) throw unprocessable("invoices.not_retryable", "INVOICE_NOT_RETRYABLE");
  return getStaffInvoice(db, user, { id }, locale);
}
