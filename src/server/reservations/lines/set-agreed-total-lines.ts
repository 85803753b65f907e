import "server-only";
import { and, eq } from "drizzle-orm";
import type { Currency } from "../../../lib/money";
import { CHARTER_LINE_LABEL } from "../../../shared/pricing-lines";
import type { Tx } from "../../db/client";
import { reservationLines } from "../../db/schema";

/**
 * An ADMIN's new total replaces the lines paid with the booking (charter, discount, extras paid with the
 * booking) by one charter line of that total; the lines paid at the base stay. Keeps total = the sum of the
 * booking lines. Inside the caller's transaction and row lock.
 */
export async function setAgreedTotalLines(
  tx: Tx,
  reservation: { id: number; currency: Currency },
  total: number,
): Promise<void> {
  await tx
    .delete(reservationLines)
    .where(and(eq(reservationLines.reservationId, reservation.id), eq(reservationLines.payable, "booking")));
  await tx.insert(reservationLines).values({
    reservationId: reservation.id,
    position: 0,
    kind: "charter",
    label: CHARTER_LINE_LABEL,
    unit: null,
    quantity: 1,
    unitAmount: total,
    amount: total,
    currency: reservation.currency,
    payable: "booking",
  });
}
