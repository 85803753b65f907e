import "server-only";
import type { DbOrTx } from "../db/client";
import { reservationViews } from "../db/schema";

/** Records that this user opened the reservation (idempotent): it is no longer new to them. */
export async function markReservationSeen(db: DbOrTx, userId: number, reservationId: number): Promise<void> {
  await db.insert(reservationViews).values({ userId, reservationId }).onConflictDoNothing();
}
