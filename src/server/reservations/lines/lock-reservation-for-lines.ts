import "server-only";
import { asc, eq } from "drizzle-orm";
import type { AuthUser } from "../../auth/current-user";
import type { Tx } from "../../db/client";
import { reservationLines } from "../../db/schema";
import { conflict, notFound } from "../../domain-errors";
import { CHARTER_LINE_LABEL } from "../../../shared/pricing-lines";
import { RESERVATION_NOT_FOUND } from "../get-reservation-detail";
import { lineColumns } from "./read-reservation-lines";
import { lockScopedReservation } from "../lock-scoped-reservation";

/** Statuses whose lines are final: nothing is added to or removed from them. */
export const CLOSED_FOR_LINES = new Set(["cancelled", "completed", "expired"]);

/**
 * The reservation `user` may see, locked for update (OWNER: own boats, else 404), refused with 409 when it is
 * cancelled, completed or expired; with its lines (a reservation stored without lines first gets its charter line,
 * as migration 0026 backfilled).
 */
export async function lockReservationForLines(tx: Tx, user: AuthUser, id: number) {
  const row = await lockScopedReservation(tx, user, id);
  if (!row) throw notFound(RESERVATION_NOT_FOUND);
  if (CLOSED_FOR_LINES.has(row.status)) {
    throw conflict("reservations.lines_closed", "RESERVATION_CLOSED");
  }
  let lines = await readLines(tx, id);
  if (lines.length === 0) {
    await tx.insert(reservationLines).values({
      reservationId: id,
      position: 0,
      kind: "charter",
      label: CHARTER_LINE_LABEL,
      unit: null,
      quantity: 1,
      unitAmount: row.total,
      amount: row.total,
      currency: row.currency,
      payable: "booking",
    });
    lines = await readLines(tx, id);
  }
  return { reservation: row, lines };
}

function readLines(tx: Tx, id: number) {
  return tx
    .select(lineColumns)
    .from(reservationLines)
    .where(eq(reservationLines.reservationId, id))
    .orderBy(asc(reservationLines.position), asc(reservationLines.id));
}
