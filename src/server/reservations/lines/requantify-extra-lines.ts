import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { reservationLines } from "../../db/schema";
import { extraQuantity } from "../../pricing/price-lines";

/** The units whose quantity follows the stay's days or guests. */
const STAY_UNITS = ["day", "person", "person_day"] as const;

/**
 * After a staff edit of the dates or guests: the per-day and per-person extra lines count the new stay. The unit
 * price stays the one frozen at booking (the price is frozen; only how many units changes), amount = unit ×
 * quantity. Inside the caller's transaction and row lock. True when a line changed (the caller recomputes the totals).
 */
export async function requantifyExtraLines(
  tx: Tx,
  reservationId: number,
  stay: { dayCount: number; guests: number },
): Promise<boolean> {
  const lines = await tx
    .select({
      id: reservationLines.id,
      unit: reservationLines.unit,
      quantity: reservationLines.quantity,
      unitAmount: reservationLines.unitAmount,
    })
    .from(reservationLines)
    .where(
      and(
        eq(reservationLines.reservationId, reservationId),
        eq(reservationLines.kind, "extra"),
        inArray(reservationLines.unit, [...STAY_UNITS]),
      ),
    );
  let changed = false;
  for (const line of lines) {
    if (line.unit === null) continue;
    const quantity = extraQuantity(line.unit, stay);
    if (quantity === line.quantity) continue;
    await tx
      .update(reservationLines)
      .set({ quantity, amount: line.unitAmount * quantity })
      .where(eq(reservationLines.id, line.id));
    changed = true;
  }
  return changed;
}
