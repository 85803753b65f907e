import "server-only";
import type { DbOrTx } from "../db/client";

/**
 * Extras paid at the base, per reservation, in minor units of the reservation's currency: ONE query for all the
 * ids of the list (never one per row). A reservation without such extras is absent from the map (0).
 *
 * Adapter: the frozen reservation lines (table reservation_lines, payable 'base') come with the "pricing-core"
 * work. Until it is merged every reservation owes 0 at the base. At merge time, replace the body with:
 *
 *   if (reservationIds.length === 0) return new Map();
 *   const rows = await db
 *     .select({ id: reservationLines.reservationId, due: sql<string>`sum(${reservationLines.amount})` })
 *     .from(reservationLines)
 *     .where(and(inArray(reservationLines.reservationId, reservationIds), eq(reservationLines.payable, "base")))
 *     .groupBy(reservationLines.reservationId);
 *   return new Map(rows.map((r) => [r.id, Number(r.due)]));
 */
export async function extrasDueAtBase(_db: DbOrTx, _reservationIds: readonly number[]): Promise<Map<number, number>> {
  return new Map();
}
