import "server-only";
import { and, eq } from "drizzle-orm";
import type { AuthUser } from "../auth/current-user";
import { boatScope } from "../auth/scope";
import type { Tx } from "../db/client";
import { boats, reservations } from "../db/schema";

/**
 * Locks a reservation (`FOR UPDATE`) before its payments change: recording, correcting and voiding all take this
 * one lock, so the changes to one reservation's payments are serialised and the `paid` each computes is exact.
 * Undefined when the reservation is not in the user's scope.
 */
export async function lockPaymentReservation(tx: Tx, user: AuthUser, reservationId: number) {
  const [reservation] = await tx
    .select({
      id: reservations.id,
      boatId: reservations.boatId,
      status: reservations.status,
      startDate: reservations.startDate,
      endDate: reservations.endDate,
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
