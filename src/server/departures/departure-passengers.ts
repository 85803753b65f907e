import "server-only";
import type { DbOrTx } from "../db/client";

export type PassengerListState = { count: number; complete: boolean };

/**
 * Each reservation's passenger list (how many passengers the guest entered, and whether that covers every
 * guest): ONE query for all the ids of the list (never one per row). A reservation absent from the map is
 * unknown, shown as "—".
 *
 * Adapter: the passenger lists come with the "passengers" work (`passengerListStatus(db, reservationIds)` in
 * src/server/passengers, answering Map<id, { count, complete }>). Until it is merged nothing is known. At merge
 * time, replace the body with `return passengerListStatus(db, [...reservationIds]);`.
 */
export async function passengerLists(
  _db: DbOrTx,
  _reservationIds: readonly number[],
): Promise<Map<number, PassengerListState>> {
  return new Map();
}
