import "server-only";
import { and, eq } from "drizzle-orm";
import { notFound } from "../domain-errors";
import type { AuthUser } from "../auth/current-user";
import { boatScope } from "../auth/scope";
import type { DbOrTx } from "../db/client";
import { boats, reservations } from "../db/schema";

/** A reservation the user may act on (an OWNER: only their boats'), or 404 (the same for "not yours"). */
export async function findScopedReservation(tx: DbOrTx, user: AuthUser, reservationId: number) {
  const [row] = await tx
    .select({ id: reservations.id, status: reservations.status })
    .from(reservations)
    .innerJoin(boats, eq(boats.id, reservations.boatId))
    .where(and(eq(reservations.id, reservationId), boatScope(user)))
    .limit(1);
  if (!row) throw notFound("lookup.reservation_not_found");
  return row;
}
