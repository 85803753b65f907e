import "server-only";
import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { transactions } from "../db/schema";

/** paid = deposits + balances − refunds of one reservation, in minor units. */
export async function paidAmount(db: DbOrTx, reservationId: number): Promise<number> {
  const [row] = await db
    .select({
      paid: sql<string>`coalesce(sum(CASE WHEN ${transactions.kind} = 'refund' THEN -${transactions.amount} ELSE ${transactions.amount} END), 0)`,
    })
    .from(transactions)
    .where(eq(transactions.reservationId, reservationId));
  return Number(row?.paid ?? 0);
}
