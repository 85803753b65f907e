import "server-only";
import { conflict } from "../domain-errors";
import type { AuthUser } from "../auth/current-user";
import type { Db } from "../db/client";
import { findScopedReservation } from "./find-scoped-reservation";
import { queueReservationMails } from "./queue-reservation-mails";
import type { ErrorKey } from "@/shared/messages/message-ref";

type Kind = "bank_details" | "reservation_confirmed";

const allowed: Record<Kind, { statuses: readonly string[]; refusal: ErrorKey }> = {
  bank_details: {
    statuses: ["option", "confirmed", "completed"],
    refusal: "mail.bank_details_closed",
  },
  reservation_confirmed: {
    statuses: ["confirmed", "completed"],
    refusal: "mail.not_confirmed",
  },
};

/**
 * Queues the bank-details or the confirmation mail of a reservation to its customer (staff action:
 * POST /admin/sendbank, /admin/sendconfirm). Answers the outbox id; the worker delivers it.
 */
export async function sendReservationMail(db: Db, user: AuthUser, reservationId: number, kind: Kind) {
  return db.transaction(async (tx) => {
    const reservation = await findScopedReservation(tx, user, reservationId);
    if (!allowed[kind].statuses.includes(reservation.status)) throw conflict(allowed[kind].refusal, "WRONG_STATUS");
    const queued = await queueReservationMails(tx, reservationId, { guest: kind });
    if (queued.guest === null) {
      throw conflict("mail.template_inactive", "TEMPLATE_INACTIVE");
    }
    return { mail_id: queued.guest, to: queued.to };
  });
}
