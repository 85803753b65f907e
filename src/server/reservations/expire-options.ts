import { and, eq, inArray, lte } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { availabilityBlocks, reservations } from "../db/schema";
import { clock } from "../../lib/clock";

/**
 * Expires every option whose `option_expires_at` has passed (optionally of one boat) and frees its days,
 * in the caller's transaction. Safe with several processes: the UPDATE locks each row, and a second
 * process waiting on it re-checks `status = 'option'` after the first commits and skips it.
 */
export async function expireOptions(tx: DbOrTx, options: { now?: Date; boatId?: number } = {}): Promise<number[]> {
  const now = options.now ?? clock.now();
  const expired = await tx
    .update(reservations)
    .set({ status: "expired", updatedAt: now })
    .where(
      and(
        eq(reservations.status, "option"),
        lte(reservations.optionExpiresAt, now),
        options.boatId !== undefined ? eq(reservations.boatId, options.boatId) : undefined,
      ),
    )
    .returning({ id: reservations.id });
  const ids = expired.map((r) => r.id);
  if (ids.length > 0) await tx.delete(availabilityBlocks).where(inArray(availabilityBlocks.reservationId, ids));
  return ids;
}
