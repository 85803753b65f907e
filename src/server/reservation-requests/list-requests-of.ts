import "server-only";
import { desc, eq } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { boats, reservationRequests, reservations, users } from "../db/schema";
import { type RequestRow, requestColumns } from "./request-columns";

/** Every request of one reservation, newest first (no scope: callers check who may see the reservation). */
export async function listRequestsOf(db: DbOrTx, reservationId: number): Promise<RequestRow[]> {
  return db
    .select(requestColumns)
    .from(reservationRequests)
    .innerJoin(reservations, eq(reservations.id, reservationRequests.reservationId))
    .innerJoin(boats, eq(boats.id, reservations.boatId))
    .leftJoin(users, eq(users.id, reservationRequests.decidedBy))
    .where(eq(reservationRequests.reservationId, reservationId))
    .orderBy(desc(reservationRequests.createdAt), desc(reservationRequests.id));
}
