import "server-only";
import type { AuthUser } from "../auth/current-user";
import type { DbOrTx } from "../db/client";
import { findScopedReservation } from "../mail/find-scoped-reservation";
import { listRequestsOf } from "./list-requests-of";
import { toStaffRequest } from "./request-columns";
import type { StaffRequest } from "./schemas";

/** GET /v1/admin/reservations/:id/requests: the guest's requests of one reservation (OWNER: own boats, else 404). */
export async function listReservationRequests(
  db: DbOrTx,
  user: AuthUser,
  reservationId: number,
): Promise<{ items: StaffRequest[]; total: number }> {
  await findScopedReservation(db, user, reservationId);
  const items = (await listRequestsOf(db, reservationId)).map(toStaffRequest);
  return { items, total: items.length };
}
