import "server-only";
import { and, eq } from "drizzle-orm";
import type { Config } from "../config";
import type { DbOrTx } from "../db/client";
import { invoices } from "../db/schema";
import { AppError, notFound, unprocessable } from "../domain-errors";
import { log } from "../log";
import { invoicingProvider } from "./invoicing-factory";
import { InvoicingError } from "./invoicing-provider";

/**
 * The PDF of an issued invoice, fetched through Liman from Paraşüt's PDF address (the browser never talks to
 * Paraşüt). 404 before the e-Arşiv exists; 409 while Paraşüt has not made the PDF yet; 502 when it cannot be reached.
 */
export async function invoicePdf(config: Config, invoice: { eArchiveId: string | null; number: string | null }) {
  if (!invoice.eArchiveId) throw notFound("invoices.not_found");
  const provider = invoicingProvider(config);
  if (!provider) throw unprocessable("invoices.disabled", "INVOICING_DISABLED");
  let bytes: Uint8Array | undefined;
  try {
    bytes = await provider.eArchivePdf(invoice.eArchiveId);
  } catch (error) {
    if (!(error instanceof InvoicingError)) throw error;
    log.warn(`[invoices] PDF of e-Arşiv ${invoice.eArchiveId}: ${error.message}`);
    throw new AppError(502, "INVOICING_UNAVAILABLE", "invoices.provider_unavailable");
  }
  if (!bytes) throw new AppError(409, "PDF_NOT_READY", "invoices.pdf_not_ready");
  return { bytes, fileName: `fatura-${(invoice.number ?? invoice.eArchiveId).replace(/[^\w-]/g, "")}.pdf` };
}

/** An issued invoice of a reservation (the guest's, found by code and e-mail first). */
export async function findGuestInvoice(db: DbOrTx, reservationId: number, id: number) {
  const [row] = await db
    .select({ eArchiveId: invoices.eArchiveId, number: invoices.eArchiveNumber })
    .from(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.reservationId, reservationId), eq(invoices.state, "done")))
    .limit(1);
  if (!row) throw notFound("invoices.not_found");
  return row;
}
