import "server-only";
import { and, eq } from "drizzle-orm";
import { notFound, unprocessable } from "../domain-errors";
import type { AuthUser } from "../auth/current-user";
import { boatScope } from "../auth/scope";
import type { DbOrTx } from "../db/client";
import { boats } from "../db/schema";

/** The boat and its feed address, if the user may see it (another owner's boat → 404); no address → 422. */
export async function findIcalBoat(db: DbOrTx, user: AuthUser, boatId: number) {
  const [boat] = await db
    .select({ id: boats.id, icalUrl: boats.icalUrl })
    .from(boats)
    .where(and(eq(boats.id, boatId), boatScope(user)))
    .limit(1);
  if (!boat) throw notFound("booking.boat_not_found");
  if (!boat.icalUrl) throw unprocessable("ical.no_url", "NO_ICAL_URL");
  return { id: boat.id, icalUrl: boat.icalUrl };
}
