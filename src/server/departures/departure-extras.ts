import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { reservationLines } from "../db/schema";

/**
 * Extras paid at the base, per reservation, in minor units of the reservation's currency (the frozen lines with
 * payable 'base'): ONE query for all the ids of the list. A reservation without such extras is absent (0).
 */
export async function extrasDueAtBase(db: DbOrTx, reservationIds: readonly number[]): Promise<Map<number, number>> {
  if (reservationIds.length === 0) return new Map();
  const rows = await db
    .select({ id: reservationLines.reservationId, due: sql<string>`sum(${reservationLines.amount})` })
    .from(reservationLines)
    .where(and(inArray(reservationLines.reservationId, [...reservationIds]), eq(reservationLines.payable, "base")))
    .groupBy(reservationLines.reservationId);
  return new Map(rows.map((r) => [r.id, Number(r.due)]));
}
