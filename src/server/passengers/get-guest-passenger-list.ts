import "server-only";
import type { z } from "zod";
import type { DbOrTx } from "../db/client";
import type { lookupQuery } from "../reservations/schemas";
import { passengerListLock } from "./editability";
import { findGuestReservation } from "../reservations/find-guest-reservation";
import { readPassengers } from "./read-passengers";
import { passengerRetentionDays } from "./retention-days";
import type { GuestPassengerList } from "./schemas";

/** The guest's passenger list (code + e-mail), with whether they may still change it. */
export async function getGuestPassengerList(
  db: DbOrTx,
  query: z.output<typeof lookupQuery>,
): Promise<GuestPassengerList> {
  const reservation = await findGuestReservation(db, query);
  return guestAnswer(reservation, await readPassengers(db, reservation.id), await passengerRetentionDays(db));
}

export function guestAnswer(
  reservation: Parameters<typeof passengerListLock>[0] & { code: string; guests: number },
  list: Awaited<ReturnType<typeof readPassengers>>,
  retentionDays: number,
): GuestPassengerList {
  const lock = passengerListLock(reservation);
  return {
    code: reservation.code,
    guests: reservation.guests,
    editable: lock === null,
    locked_reason: lock,
    consent_at: list.consentAt?.toISOString() ?? null,
    updated_at: list.updatedAt?.toISOString() ?? null,
    passengers: list.passengers,
    retention_days: retentionDays,
  };
}
