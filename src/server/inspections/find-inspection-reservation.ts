import "server-only";
import { and, eq } from "drizzle-orm";
import type { AuthUser } from "../auth/current-user";
import { boatScope } from "../auth/scope";
import type { DbOrTx } from "../db/client";
import { notFound } from "../domain-errors";
import { boats, reservations } from "../db/schema";

/** A reservation `user` may inspect (an ADMIN: any; an OWNER: their boats'), locked when asked; 404 otherwise. */
export async function findInspectionReservation(
  db: DbOrTx,
  user: AuthUser,
  reservationId: number,
  options: { lock?: boolean } = {},
) {
  const query = db
    .select({
      id: reservations.id,
      boatId: reservations.boatId,
      status: reservations.status,
      startDate: reservations.startDate,
      endDate: reservations.endDate,
    })
    .from(reservations)
    .innerJoin(boats, eq(boats.id, reservations.boatId))
    .where(and(eq(reservations.id, reservationId), boatScope(user)))
    .limit(1);
  const [row] = options.lock ? await query.for("update", { of: reservations }) : await query;
  if (!row) throw notFound("lookup.reservation_not_found");
  return row;
}
