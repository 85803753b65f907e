import "server-only";
import type { ErrorKey } from "@/shared/messages/message-ref";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import { clock } from "../../lib/clock";
import { setAuditReason } from "../audit/audit-reason";
import type { AuthUser } from "../auth/current-user";
import { boatScope } from "../auth/scope";
import type { Db } from "../db/client";
import { boats, reservationRequests, reservations } from "../db/schema";
import { conflict, notFound, unprocessable } from "../domain-errors";
import { queueReservationMails } from "../mail/queue-reservation-mails";
import { applyStatusChange } from "../reservations/apply-status-change";
import { isHolding } from "../reservations/status";
import { listRequestsOf } from "./list-requests-of";
import { toStaffRequest } from "./request-columns";
import { requestMailVars } from "./request-mail-vars";
import type { decideRequestBody, StaffRequest } from "./schemas";
import { columnsOf } from "../db/columns-of";

export const REQUEST_NOT_FOUND = "requests.request_not_found" satisfies ErrorKey;
export const ALREADY_DECIDED = "requests.already_decided" satisfies ErrorKey;

/**
 * POST /v1/admin/reservation-requests/:id/decision (ADMIN; OWNER: own boats). Approving a cancellation cancels
 * the reservation through the status change (its availability block goes, the dates are free again); approving a
 * change request records the answer only, staff then move the dates or guests with the edit dialog. The guest is
 * mailed either way, in the same transaction.
 */
export async function decideRequest(
  db: Db,
  user: AuthUser,
  id: number,
  body: z.output<typeof decideRequestBody>,
  now = clock.now(),
): Promise<StaffRequest> {
  const reservationId = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        ...columnsOf(reservationRequests, [
          "id",
          "status",
          "kind",
          "message",
          "requestedStartDate",
          "requestedEndDate",
          "requestedGuests",
          "quotedCost",
          "quotedRefund",
          "quotedCurrency",
        ]),
        reservationId: reservations.id,
        boatId: reservations.boatId,
        startDate: reservations.startDate,
        endDate: reservations.endDate,
        reservationStatus: reservations.status,
      })
      .from(reservationRequests)
      .innerJoin(reservations, eq(reservations.id, reservationRequests.reservationId))
      .innerJoin(boats, eq(boats.id, reservations.boatId))
      .where(and(eq(reservationRequests.id, id), boatScope(user)))
      .for("update", { of: [reservationRequests, reservations] })
      .limit(1);
    if (!row) throw notFound(REQUEST_NOT_FOUND);
    if (row.status !== "open") throw conflict(ALREADY_DECIDED, "REQUEST_DECIDED");

    const staffNote = body.note || null;
    const cancels = body.decision === "approved" && row.kind === "cancel";
    if (cancels && row.reservationStatus === "completed") {
      throw unprocessable("requests.completed_not_cancellable", "ILLEGAL_TRANSITION");
    }
    if (cancels && isHolding(row.reservationStatus)) {
      await setAuditReason(tx, `Misafirin iptal talebi onaylandı (talep #${row.id})`);
      await applyStatusChange(
        tx,
        {
          id: row.reservationId,
          boatId: row.boatId,
          startDate: row.startDate,
          endDate: row.endDate,
          status: row.reservationStatus,
        },
        "cancelled",
        now,
      );
    }
    await tx
      .update(reservationRequests)
      .set({ status: body.decision, staffNote, decidedBy: user.id, decidedAt: now })
      .where(eq(reservationRequests.id, row.id));

    await queueReservationMails(tx, row.reservationId, {
      guest: body.decision === "approved" ? "reservation_request_approved" : "reservation_request_refused",
      vars: (t, id, language) => requestMailVars(t, id, { ...row, staffNote }, language),
    });
    return row.reservationId;
  });
  const decided = (await listRequestsOf(db, reservationId)).find((r) => r.id === id);
  if (!decided) throw notFound(REQUEST_NOT_FOUND);
  return toStaffRequest(decided);
}
