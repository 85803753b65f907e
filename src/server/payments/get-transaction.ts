import "server-only";
import { and, eq } from "drizzle-orm";
import { notFound } from "../domain-errors";
import type { AuthUser } from "../auth/current-user";
import { boatScope } from "../auth/scope";
import type { DbOrTx } from "../db/client";
import { boats, invoices, reservations, transactions, users } from "../db/schema";
import { invoicePayment } from "../invoicing/invoice-columns";
import { toTransactionDto, transactionColumns } from "./transaction-columns";

/** One payment; an OWNER sees only payments of their boats' reservations (another's → 404). */
export async function getTransaction(db: DbOrTx, user: AuthUser, id: number) {
  const [row] = await db
    .select(transactionColumns)
    .from(transactions)
    .innerJoin(reservations, eq(reservations.id, transactions.reservationId))
    .innerJoin(boats, eq(boats.id, reservations.boatId))
    .leftJoin(users, eq(users.id, transactions.recordedBy))
    .leftJoin(invoices, invoicePayment)
    .where(and(eq(transactions.id, id), boatScope(user)))
    .limit(1);
  if (!row) throw notFound("payments.transaction_not_found");
  return toTransactionDto(row);
}
