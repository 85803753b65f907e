import "server-only";
import { eq } from "drizzle-orm";
import { clock } from "../../../lib/clock";
import type { AuthUser } from "../../auth/current-user";
import type { Db } from "../../db/client";
import { reservationLines } from "../../db/schema";
import { notFound, unprocessable } from "../../domain-errors";
import { getReservationDetail } from "../get-reservation-detail";
import { applyLineTotals } from "./apply-line-totals";
import { lockReservationForLines } from "./lock-reservation-for-lines";

/**
 * Staff remove an extra line from a reservation (never the charter or discount line), then the total and deposit
 * follow — one transaction under the reservation's row lock.
 */
export async function removeReservationLine(db: Db, user: AuthUser, id: number, lineId: number, now = clock.now()) {
  await db.transaction(async (tx) => {
    const { reservation, lines } = await lockReservationForLines(tx, user, id);
    const line = lines.find((l) => l.id === lineId);
    if (!line) throw notFound("reservations.line_not_found");
    if (line.kind !== "extra") {
      throw unprocessable("reservations.only_extras_removable", "NOT_AN_EXTRA");
    }
    await tx.delete(reservationLines).where(eq(reservationLines.id, line.id));
    await applyLineTotals(tx, reservation.id, now);
  });
  return getReservationDetail(db, user, { id }, { markSeen: false });
}
