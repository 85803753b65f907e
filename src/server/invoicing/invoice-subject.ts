import "server-only";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { boats, reservations, transactions } from "../db/schema";
import { columnsOf } from "../db/columns-of";

/** What an invoice is about: the payment, its reservation and boat. */
export async function loadInvoiceSubject(db: DbOrTx, transactionId: number) {
  const [row] = await db
    .select({
      payment: columnsOf(transactions, [
        "id",
        "kind",
        "method",
        "amount",
        "currency",
        "paidAt",
        "provider",
        "voidedAt",
      ]),
      reservation: {
        ...columnsOf(reservations, ["id", "code", "source", "startDate", "endDate"]),
        name: reservations.customerName,
        email: reservations.customerEmail,
        phone: reservations.customerPhone,
      },
      boatName: boats.name,
    })
    .from(transactions)
    .innerJoin(reservations, eq(reservations.id, transactions.reservationId))
    .innerJoin(boats, eq(boats.id, reservations.boatId))
    .where(eq(transactions.id, transactionId))
    .limit(1);
  if (!row) throw new Error(`invoice of payment ${transactionId} without its payment`);
  return row;
}

export type InvoiceSubject = Awaited<ReturnType<typeof loadInvoiceSubject>>;
