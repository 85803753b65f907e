import "server-only";
import { and, eq } from "drizzle-orm";
import type { AuthUser } from "../auth/current-user";
import { boatScope } from "../auth/scope";
import { bookableBoatColumns } from "../availability/find-boat-by-slug";
import type { DbOrTx } from "../db/client";
import { boats } from "../db/schema";
import { conflict, notFound } from "../domain-errors";

/** A boat the user may book for a guest (an OWNER: their own, else 404), not archived (409). */
export async function findStaffBoat(db: DbOrTx, user: AuthUser, boatId: number) {
  const [boat] = await db
    .select({ ...bookableBoatColumns, archivedAt: boats.archivedAt })
    .from(boats)
    .where(and(eq(boats.id, boatId), boatScope(user)))
    .limit(1);
  if (!boat) throw notFound("booking.boat_not_found");
  if (boat.archivedAt) {
    throw conflict("reservations.boat_archived", "BOAT_ARCHIVED");
  }
  return boat;
}
