import "server-only";
import { count, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { passengers, reservations } from "../db/schema";

export type PassengerListStatus = { count: number; complete: boolean };

/**
 * For each reservation id: how many passengers its list holds and whether that is its guest count (the
 * departures list's "passenger list complete" column). Ids of unknown reservations are left out. One query.
 */
export async function passengerListStatus(
  db: DbOrTx,
  reservationIds: readonly number[],
): Promise<Map<number, PassengerListStatus>> {
  const result = new Map<number, PassengerListStatus>();
  if (reservationIds.length === 0) return result;
  const rows = await db
    .select({ id: reservations.id, guests: reservations.guests, count: count(passengers.id) })
    .from(reservations)
    .leftJoin(passengers, eq(passengers.reservationId, reservations.id))
    .where(inArray(reservations.id, [...new Set(reservationIds)]))
    .groupBy(reservations.id, reservations.guests);
  for (const row of rows) result.set(row.id, { count: row.count, complete: row.count === row.guests });
  return result;
}
