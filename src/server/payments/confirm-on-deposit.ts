import "server-only";
import type { Tx } from "../db/client";
import { applyStatusChange, type StatusSubject } from "../reservations/apply-status-change";
import type { ReservationStatus } from "../reservations/status";

/**
 * After a payment (inside its transaction, the reservation locked): when what is paid reaches the deposit, an option
 * becomes confirmed (option window cleared, confirmation mail queued: `applyStatusChange`). The one rule behind a
 * staff-recorded payment and an online card payment alike. Answers the reservation's status after it.
 */
export async function confirmOnDeposit(
  tx: Tx,
  reservation: StatusSubject & { deposit: number },
  paidAfter: number,
  now: Date,
): Promise<ReservationStatus> {
  if (reservation.status !== "option" || paidAfter < reservation.deposit) return reservation.status;
  await applyStatusChange(tx, reservation, "confirmed", now);
  return "confirmed";
}
