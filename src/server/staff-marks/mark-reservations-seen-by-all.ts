import "server-only";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";

/**
 * Marks reservations seen for every staff member who can see them (each ADMIN and the boat's owner): for
 * seeds writing history that nobody needs to look at as "new".
 */
export async function markReservationsSeenByAll(db: DbOrTx, reservationIds: number[]): Promise<void> {
  if (reservationIds.length === 0) return;
  await db.execute(sql`
    INSERT INTO reservation_views (user_id, reservation_id)
    SELECT u.id, r.id
    FROM reservations r
    JOIN boats b ON b.id = r.boat_id
    JOIN users u ON u.role = 'ADMIN' OR u.id = b.owner_id
    WHERE r.id = ANY(${`{${reservationIds.join(",")}}`}::int[])
    ON CONFLICT DO NOTHING`);
}
