import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { transactions } from "../db/schema";

/**
 * paid = deposits + balances − refunds of one reservation, in minor units; voided rows count for nothing, and
 * neither does a kept damage deposit (`damage_deposit`: money for damage, not for the charter).
 */
export async function paidAmount(db: DbOrTx, reservationId: number): Promise<number> {
  const [row] = await db
    .select({
      paid: sql<string>`coalesce(sum(CASE WHEN ${transactions.kind} = 'refund' THEN -${transactions.amount} WHEN ${transactions.kind} = 'damage_deposit' THEN 0 ELSE ${transactions.amount} END), 0)`,
    })
    .from(transactions)
    .where(and(eq(transactions.reservationId, reservationId), isNull(transactions.voidedAt)));
  return Number(row?.paid ?? 0);
}
