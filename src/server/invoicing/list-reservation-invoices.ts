import "server-only";
import { asc, eq } from "drizzle-orm";
import type { Locale } from "@/i18n/locales";
import type { AuthUser } from "../auth/current-user";
import type { Config } from "../config";
import type { DbOrTx } from "../db/client";
import { invoices, transactions } from "../db/schema";
import { findStaffDocumentReservation } from "../reservation-documents/find-document-reservation";
import { invoiceColumns, invoiceOut, invoicePayment } from "./invoice-columns";

/** A reservation's invoices, oldest first, for staff (an OWNER only their boats': 404 otherwise). */
export async function listReservationInvoices(
  db: DbOrTx,
  config: Config,
  user: AuthUser,
  reservationId: number,
  locale: Locale,
) {
  const id = await findStaffDocumentReservation(db, user, reservationId);
  const rows = await db
    .select(invoiceColumns)
    .from(invoices)
    .innerJoin(transactions, invoicePayment)
    .where(eq(invoices.reservationId, id))
    .orderBy(asc(invoices.id));
  return {
    items: rows.map((row) => invoiceOut(row, locale)),
    total: rows.length,
    enabled: config.parasut !== undefined,
  };
}
