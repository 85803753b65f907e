import "server-only";
import { eq } from "drizzle-orm";
import type { Tx } from "../db/client";
import { boats } from "../db/schema";

/**
 * Locks the boat's row until the caller's transaction ends, before it checks the boat's free dates and inserts or
 * moves a block: racing bookings of one boat then queue one after the other, each seeing the dates the one before
 * it took, instead of meeting in the exclusion constraint's check, where they can deadlock each other (40P01).
 * `FOR NO KEY UPDATE` leaves the key-share locks of foreign keys (a price, a reservation of the boat) unblocked.
 * Why a row lock and not an advisory lock: docs/decisions/0043-booking-lock-on-the-boat.md.
 */
export async function lockBoat(tx: Tx, boatId: number): Promise<void> {
  await tx.select({ id: boats.id }).from(boats).where(eq(boats.id, boatId)).for("no key update");
}
