import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { AuthUser } from "../auth/current-user";
import { boatScope } from "../auth/scope";
import type { DbOrTx } from "../db/client";
import { boats, reservationRequests, reservations, users } from "../db/schema";
import { requestColumns, toStaffRequest } from "./request-columns";
import type { StaffRequest } from "./schemas";

/** GET /v1/admin/reservation-requests: requests across reservations (default: open ones, oldest first), scoped. */
export async function listRequests(
  db: DbOrTx,
  user: AuthUser,
  query: { status?: "open" | "approved" | "refused" },
): Promise<{ items: StaffRequest[]; total: number }> {
  const rows = await db
    .select(requestColumns)
    .from(reservationRequests)
    .innerJoin(reservations, eq(reservations.id, reservationRequests.reservationId))
    .innerJoin(boats, eq(boats.id, reservations.boatId))
    .leftJoin(users, eq(users.id, reservationRequests.decidedBy))
    .where(and(eq(reservationRequests.status, query.status ?? "open"), boatScope(user)))
    .orderBy(asc(reservationRequests.createdAt), asc(reservationRequests.id))
    .limit(200);
  const items = rows.map(toStaffRequest);
  return { items, total: items.length };
}
