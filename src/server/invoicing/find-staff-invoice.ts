import "server-only";
import { and, eq } from "drizzle-orm";
import type { Locale } from "@/i18n/locales";
import type { AuthUser } from "../auth/current-user";
import { boatScope } from "../auth/scope";
import type { DbOrTx } from "../db/client";
import { boats, invoices, reservations, transactions } from "../db/schema";
import { notFound } from "../domain-errors";
import { invoiceColumns, invoiceOut, invoicePayment } from "./invoice-columns";

/** One invoice staff may see (an OWNER only their boats'), by its id or its payment's; 404 otherwise. */
export async function findStaffInvoice(db: DbOrTx, user: AuthUser, by: { id: number } | { transactionId: number }) {
  const [row] = await db
    .select({ ...invoiceColumns, eArchiveId: invoices.eArchiveId })
    .from(invoices)
    .innerJoin(transactions, invoicePayment)
    .innerJoin(reservations, eq(reservations.id, invoices.reservationId))
    .innerJoin(boats, eq(boats.id, reservations.boatId))
    .where(and("id" in by ? eq(invoices.id, by.id) : eq(invoices.transactionId, by.transactionId), boatScope(user)))
    .limit(1);
  if (!row) throw notFound("invoices.not_found");
  return row;
}

/** The invoice as the API answers it. */
export async function getStaffInvoice(
  db: DbOrTx,
  user: AuthUser,
  by: { id: number } | { transactionId: number },
  locale: Locale,
) {
  const { eArchiveId: _, ...invoice } = await findStaffInvoice(db, user, by);
  return invoiceOut(invoice, locale);
}
