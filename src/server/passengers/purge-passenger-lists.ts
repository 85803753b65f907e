import "server-only";
import { count, inArray, lte } from "drizzle-orm";
import { addDays, todayIn } from "../../lib/dates";
import type { Db } from "../db/client";
import { passengerLists, passengers, reservations } from "../db/schema";
import { passengerRetentionDays } from "./retention-days";

export type PassengerPurgeResult = { lists: number; passengers: number };

/**
 * Deletes the passenger lists (their passengers cascade) of stays that checked out at least `days` days ago
 * (setting passenger_list_retention_days, Istanbul calendar): a stay ending on day E goes on day E + days.
 * Answers counts only: nothing personal leaves this function.
 */
export async function purgePassengerLists(db: Db, options: { days?: number } = {}): Promise<PassengerPurgeResult> {
  const days = options.days ?? (await passengerRetentionDays(db));
  const cutoff = addDays(todayIn(), -days);
  return db.transaction(async (tx) => {
    const stale = tx.select({ id: reservations.id }).from(reservations).where(lte(reservations.endDate, cutoff));
    const [counted] = await tx.select({ n: count() }).from(passengers).where(inArray(passengers.reservationId, stale));
    const deleted = await tx
      .delete(passengerLists)
      .where(inArray(passengerLists.reservationId, stale))
      .returning({ reservationId: passengerLists.reservationId });
    return { lists: deleted.length, passengers: counted?.n ?? 0 };
  });
}
