import "server-only";
import { asc, eq } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { reservationLines, reservations } from "../../db/schema";
import { totalsOfLines } from "../../pricing/price-lines";
import { getSettings } from "../../settings/get-settings";
import { refuseTotalBelowPaid } from "./refuse-total-below-paid";

/**
 * Sets a reservation's total and deposit from its lines (total = the lines paid with the booking; deposit at the
 * current deposit percent, as when an ADMIN changes a total), inside the caller's transaction and row lock.
 * A total that would fall below what is already paid → 409 TOTAL_BELOW_PAID, before it is written.
 */
export async function applyLineTotals(tx: Tx, reservationId: number, now: Date): Promise<void> {
  const lines = await tx
    .select({ amount: reservationLines.amount, payable: reservationLines.payable })
    .from(reservationLines)
    .where(eq(reservationLines.reservationId, reservationId))
    .orderBy(asc(reservationLines.position));
  const settings = await getSettings(tx);
  const totals = totalsOfLines(lines, Number(settings.deposit_percent));
  const [current] = await tx
    .select({ id: reservations.id, total: reservations.total, currency: reservations.currency })
    .from(reservations)
    .where(eq(reservations.id, reservationId));
  if (current) await refuseTotalBelowPaid(tx, current, totals.total);
  await tx
    .update(reservations)
    .set({ total: totals.total, deposit: totals.deposit, updatedAt: now })
    .where(eq(reservations.id, reservationId));
}
