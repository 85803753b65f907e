import "server-only";
import { eq } from "drizzle-orm";
import { todayIn } from "../../lib/dates";
import { conflict, unprocessable } from "../domain-errors";
import type { Tx } from "../db/client";
import { availabilityBlocks, reservations } from "../db/schema";
import { queueReservationMails } from "../mail/queue-reservation-mails";
import { getSettings } from "../settings/get-settings";
import { isExclusionViolation } from "../db/pg-error";
import { optionExpiry } from "./option-window";
import { isHolding, type ReservationStatus, transitionError } from "./status";
import { clock } from "../../lib/clock";

export type StatusSubject = {
  id: number;
  boatId: number;
  startDate: string;
  endDate: string;
  status: ReservationStatus;
};

/**
 * Moves a reservation to another status inside the caller's transaction (lock the row first):
 * refuses illegal transitions, deletes the availability block when it leaves a holding status,
 * re-inserts it when it re-enters one (taken dates → 409), starts a new option window or clears it, and
 * queues the confirmation mail when the reservation becomes confirmed.
 */
export async function applyStatusChange(
  tx: Tx,
  subject: StatusSubject,
  to: ReservationStatus,
  now = clock.now(),
  /** false: no mail to the guest (an agency confirms: its client hears from the agency, not from us). */
  guestMail = true,
): Promise<void> {
  const from = subject.status;
  if (from === to) return;
  const refusal = transitionError(from, to);
  if (refusal) throw unprocessable(refusal, "ILLEGAL_TRANSITION");
  if (to === "completed" && subject.endDate > todayIn("Europe/Istanbul", now)) {
    throw unprocessable("reservations.stay_not_over", "STAY_NOT_OVER");
  }

  if (isHolding(from) && !isHolding(to)) {
    await tx.delete(availabilityBlocks).where(eq(availabilityBlocks.reservationId, subject.id));
  } else if (!isHolding(from) && isHolding(to)) {
    try {
      await tx.insert(availabilityBlocks).values({
        boatId: subject.boatId,
        startDate: subject.startDate,
        endDate: subject.endDate,
        kind: "reservation",
        reservationId: subject.id,
      });
    } catch (error) {
      if (isExclusionViolation(error)) {
        throw conflict("reservations.reopen_dates_taken", "DATES_UNAVAILABLE");
      }
      throw error;
    }
  }

  const patch: Partial<typeof reservations.$inferInsert> = { status: to, updatedAt: now };
  if (to === "option") {
    const settings = await getSettings(tx);
    patch.optionExpiresAt = optionExpiry(settings, now);
  }
  if (to === "confirmed") patch.optionExpiresAt = null;
  await tx.update(reservations).set(patch).where(eq(reservations.id, subject.id));

  if (to === "confirmed" && guestMail) await queueReservationMails(tx, subject.id, { guest: "reservation_confirmed" });
}
