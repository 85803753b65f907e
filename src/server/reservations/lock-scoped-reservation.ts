import "server-only";
import { and, eq } from "drizzle-orm";
import type { AuthUser } from "../auth/current-user";
import { boatScope } from "../auth/scope";
import type { Tx } from "../db/client";
import { boats, reservations } from "../db/schema";

/**
 * Locks a reservation the user may see (`FOR UPDATE`; an OWNER: their own boats) before it changes: payments
 * (recording, correcting, voiding), priced lines and the staff edit take this one lock, so the changes to one
 * reservation are serialised and the totals each computes are exact. With its boat's capacity (`guests` of the boat).
 * Undefined when the reservation is not in the user's scope.
 */
export async function lockScopedReservation(tx: Tx, user: AuthUser, reservationId: number) {
  const [reservation] = await tx
    .select({
      id: reservations.id,
      boatId: reservations.boatId,
      capacity: boats.guests,
      status: reservations.status,
      startDate: reservations.startDate,
      endDate: reservations.endDate,
      guests: reservations.guests,
      total: reservations.total,
      deposit: reservations.deposit,
      currency: reservations.currency,
    })
    .from(reservations)
    .innerJoin(boats, eq(boats.id, reservations.boatId))
    .where(and(eq(reservations.id, reservationId), boatScope(user)))
    .for("update", { of: reservations })
    .limit(1);
  return reservation;
}
