import "server-only";
import { and, count, eq } from "drizzle-orm";
import type { AuthUser } from "../auth/current-user";
import { boatScope } from "../auth/scope";
import type { DbOrTx } from "../db/client";
import { boats, reservationRequests, reservations } from "../db/schema";

/** Guest requests waiting for an answer (the menu badge); an OWNER counts only their own boats'. */
export async function countOpenRequests(db: DbOrTx, user: AuthUser): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(reservationRequests)
    .innerJoin(reservations, eq(reservations.id, reservationRequests.reservationId))
    .innerJoin(boats, eq(boats.id, reservations.boatId))
    .where(and(eq(reservationRequests.status, "open"), boatScope(user)));
  return row?.n ?? 0;
}
