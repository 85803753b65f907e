import { and, eq, lt } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { reservations } from "../db/schema";
import { clock } from "../../lib/clock";

/** Marks confirmed stays whose check-out day is before `today` as completed (their block stays). */
export async function completeStays(db: DbOrTx, today: string, now = clock.now()): Promise<number[]> {
  const rows = await db
    .update(reservations)
    .set({ status: "completed", updatedAt: now })
    .where(and(eq(reservations.status, "confirmed"), lt(reservations.endDate, today)))
    .returning({ id: reservations.id });
  return rows.map((r) => r.id);
}
