import "server-only";
import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Currency } from "../../lib/money";
import type { AuthUser } from "../auth/current-user";
import type { DbOrTx } from "../db/client";
import { boats, invoices, reservations, transactions, users } from "../db/schema";
import { invoicePayment } from "../invoicing/invoice-columns";
import type { listTransactionsQuery, transactionListSchema } from "./schemas";
import { transactionFilters } from "./transaction-filters";
import { toTransactionDto, transactionColumns } from "./transaction-columns";

/**
 * Payments and refunds, newest first, filtered (days, boat, reservation id or code, method, kind); an OWNER
 * sees only their boats'. With totals per currency over the whole filtered set, computed in SQL
 * (payments − refunds, voided rows left out), and how many of the filtered rows are voided.
 */
export async function listTransactions(
  db: DbOrTx,
  user: AuthUser,
  query: z.output<typeof listTransactionsQuery>,
): Promise<z.output<typeof transactionListSchema>> {
  const where = transactionFilters(user, query);
  const rows = await db
    .select(transactionColumns)
    .from(transactions)
    .innerJoin(reservations, eq(reservations.id, transactions.reservationId))
    .innerJoin(boats, eq(boats.id, reservations.boatId))
    .leftJoin(users, eq(users.id, transactions.recordedBy))
    .leftJoin(invoices, invoicePayment)
    .where(where)
    .orderBy(desc(transactions.paidAt), desc(transactions.id))
    .offset(query.skip)
    .limit(query.take);
  const [counts] = await db
    .select({ n: count(), voided: count(transactions.voidedAt) })
    .from(transactions)
    .innerJoin(reservations, eq(reservations.id, transactions.reservationId))
    .innerJoin(boats, eq(boats.id, reservations.boatId))
    .where(where);
  const totals = await db
    .select({
      currency: transactions.currency,
      payments: sql<string>`coalesce(sum(${transactions.amount}) FILTER (WHERE ${transactions.kind} IN ('deposit', 'balance')), 0)`,
      refunds: sql<string>`coalesce(sum(${transactions.amount}) FILTER (WHERE ${transactions.kind} = 'refund'), 0)`,
      damageDeposits: sql<string>`coalesce(sum(${transactions.amount}) FILTER (WHERE ${transactions.kind} = 'damage_deposit'), 0)`,
      count: count(),
    })
    .from(transactions)
    .innerJoin(reservations, eq(reservations.id, transactions.reservationId))
    .innerJoin(boats, eq(boats.id, reservations.boatId))
    .where(and(where, isNull(transactions.voidedAt)))
    .groupBy(transactions.currency)
    .orderBy(transactions.currency);
  return {
    items: rows.map(toTransactionDto),
    total: counts?.n ?? 0,
    voided_count: counts?.voided ?? 0,
    totals: totals.map((t) => {
      const payments = Number(t.payments);
      const refunds = Number(t.refunds);
      return {
        currency: t.currency as Currency,
        payments,
        refunds,
        net: payments - refunds,
        damage_deposits: Number(t.damageDeposits),
        count: t.count,
      };
    }),
  };
}
