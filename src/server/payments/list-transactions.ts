import "server-only";
import { and, count, desc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { AuthUser } from "../auth/current-user";
import { boatScope } from "../auth/scope";
import type { DbOrTx } from "../db/client";
import { boats, reservations, transactions, users } from "../db/schema";
import type { listTransactionsQuery } from "./schemas";
import { toTransactionDto, transactionColumns } from "./transaction-columns";

/** Payments, newest first, optionally of one reservation; an OWNER sees only their boats'. */
export async function listTransactions(db: DbOrTx, user: AuthUser, query: z.output<typeof listTransactionsQuery>) {
  const where = and(
    boatScope(user),
    query.reservation_id ? eq(transactions.reservationId, query.reservation_id) : undefined,
  );
  const rows = await db
    .select(transactionColumns)
    .from(transactions)
    .innerJoin(reservations, eq(reservations.id, transactions.reservationId))
    .innerJoin(boats, eq(boats.id, reservations.boatId))
    .leftJoin(users, eq(users.id, transactions.recordedBy))
    .where(where)
    .orderBy(desc(transactions.paidAt), desc(transactions.id))
    .offset(query.skip)
    .limit(query.take);
  const [total] = await db
    .select({ n: count() })
    .from(transactions)
    .innerJoin(reservations, eq(reservations.id, transactions.reservationId))
    .innerJoin(boats, eq(boats.id, reservations.boatId))
    .where(where);
  return { items: rows.map(toTransactionDto), total: total?.n ?? 0 };
}
