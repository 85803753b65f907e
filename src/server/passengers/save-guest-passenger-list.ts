import "server-only";
import type { MessageRef } from "@/shared/messages/message-ref";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { clock } from "../../lib/clock";
import type { Db } from "../db/client";
import { passengerLists, passengers } from "../db/schema";
import { AppError } from "../domain-errors";
import { passengerListLock } from "./editability";
import { findGuestReservation } from "../reservations/find-guest-reservation";
import { guestAnswer } from "./get-guest-passenger-list";
import { passengerRetentionDays } from "./retention-days";
import { readPassengers } from "./read-passengers";
import { type GuestPassengerList, PASSENGER_ERRORS, type savePassengersBody } from "./schemas";

const refuse = (message: MessageRef, field: string) =>
  new AppError(422, "UNPROCESSABLE", message, { [field]: message });

/**
 * Replaces the guest's passenger list (code + e-mail) in one transaction, under the reservation's row lock:
 * only with the KVKK consent (its moment is stored), at most the reservation's guest count, and only while the
 * list is editable (not cancelled/expired, before the check-in day). Nothing of it is logged.
 */
export async function saveGuestPassengerList(
  db: Db,
  body: z.output<typeof savePassengersBody>,
): Promise<GuestPassengerList> {
  return db.transaction(async (tx) => {
    const reservation = await findGuestReservation(tx, body, { lock: true });
    const lock = passengerListLock(reservation);
    if (lock) throw refuse(lock, "_");
    if (!body.consent) throw refuse(PASSENGER_ERRORS.consent, "consent");
    if (body.passengers.length > reservation.guests) {
      throw refuse(PASSENGER_ERRORS.tooMany(reservation.guests), "passengers");
    }
    const now = clock.now();
    await tx
      .insert(passengerLists)
      .values({ reservationId: reservation.id, consentAt: now, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: passengerLists.reservationId, set: { consentAt: now, updatedAt: now } });
    await tx.delete(passengers).where(eq(passengers.reservationId, reservation.id));
    await tx.insert(passengers).values(
      body.passengers.map((p, i) => ({
        reservationId: reservation.id,
        position: i + 1,
        fullName: p.full_name,
        birthDate: p.birth_date,
        nationality: p.nationality,
        documentNumber: p.document_number,
      })),
    );
    return guestAnswer(reservation, await readPassengers(tx, reservation.id), await passengerRetentionDays(tx));
  });
}
