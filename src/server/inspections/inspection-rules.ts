import "server-only";
import { eq, max } from "drizzle-orm";
import { badRequest, conflict } from "../domain-errors";
import type { DbOrTx } from "../db/client";
import { inspections } from "../db/schema";
import { msg } from "@/shared/messages/message-ref";
import type { InspectionKind } from "./schemas";

type Reservation = { id: number; boatId: number; status: string };

/**
 * The rules an inspection must meet, checked before the photos are encoded and again under the locks: a confirmed
 * or completed reservation (409), one inspection of each kind (409), a check-out after the check-in (409), and
 * engine hours not below the boat's last inspection, whatever reservation it was of (400 naming engine_hours).
 */
export async function checkInspectionRules(
  db: DbOrTx,
  reservation: Reservation,
  input: { kind: InspectionKind; engine_hours: number },
) {
  if (reservation.status !== "confirmed" && reservation.status !== "completed") {
    throw conflict("inspections.wrong_status", "WRONG_STATUS");
  }
  const done = await db
    .select({ kind: inspections.kind })
    .from(inspections)
    .where(eq(inspections.reservationId, reservation.id));
  if (done.some((d) => d.kind === input.kind)) {
    throw conflict(msg("inspections.already_done", { kind: input.kind }), "INSPECTION_EXISTS");
  }
  if (input.kind === "checkout" && !done.some((d) => d.kind === "checkin")) {
    throw conflict("inspections.checkin_first", "CHECKIN_MISSING");
  }
  const [last] = await db
    .select({ hours: max(inspections.engineHours) })
    .from(inspections)
    .where(eq(inspections.boatId, reservation.boatId));
  const lastHours = last?.hours === null || last?.hours === undefined ? null : Number(last.hours);
  if (lastHours !== null && input.engine_hours < lastHours) {
    const message = msg("inspections.engine_hours_back", { last: lastHours });
    throw badRequest(message, { engine_hours: message });
  }
}
