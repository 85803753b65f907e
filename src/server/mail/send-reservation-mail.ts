import "server-only";
import { conflict } from "../domain-errors";
import type { AuthUser } from "../auth/current-user";
import type { Db } from "../db/client";
import { findScopedReservation } from "./find-scoped-reservation";
import { queueReservationMails } from "./queue-reservation-mails";

type Kind = "bank_details" | "reservation_confirmed";

const allowed: Record<Kind, { statuses: readonly string[]; refusal: string }> = {
  bank_details: {
    statuses: ["option", "confirmed", "completed"],
    refusal: "İptal edilmiş veya süresi dolmuş bir rezervasyon için ödeme bilgisi gönderilemez.",
  },
  reservation_confirmed: {
    statuses: ["confirmed", "completed"],
    refusal: "Rezervasyon henüz onaylanmadı: onay e-postası kapora alındıktan sonra gönderilebilir.",
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
      throw conflict("Bu e-posta şablonu kapalı: önce şablonu etkinleştirin.", "TEMPLATE_INACTIVE");
    }
    return { mail_id: queued.guest, to: queued.to };
  });
}
