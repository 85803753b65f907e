import "server-only";
import { eq } from "drizzle-orm";
import { conflict, forbidden } from "../../domain-errors";
import type { AuthUser } from "../../auth/current-user";
import { isAdmin } from "../../auth/scope";
import type { Db } from "../../db/client";
import { boats } from "../../db/schema";
import { BOAT_ARCHIVED, findScopedBoat } from "../find-scoped-boat";
import { getBoatFields } from "./get-boat";
import { clock } from "../../../lib/clock";

/** The yes/no switches of a boat that PATCH /boats/forrent, /forsale, /activity and /setpopular turn. */
export type BoatFlag = "forRent" | "forSale" | "active" | "popular";

/**
 * Turns one switch of a boat `user` may see. `popular` is ADMIN-only; an OWNER may take their boat off the site
 * (active = false) but only an ADMIN puts it on, and never while it is archived (restore first). Deactivating a boat also ends its boat-of-the-month status.
 */
export async function setBoatFlag(db: Db, user: AuthUser, boatId: number, flag: BoatFlag, value: boolean) {
  if (flag === "popular" && !isAdmin(user)) throw forbidden();
  const boat = await findScopedBoat(db, user, boatId);
  if (flag === "active" && value && !boat.active && !isAdmin(user)) {
    throw forbidden("boats.publish_admin_only");
  }
  if (flag === "active" && value && boat.archivedAt) throw conflict(BOAT_ARCHIVED, "BOAT_ARCHIVED");
  await db
    .update(boats)
    .set({ [flag]: value, ...(flag === "active" && !value ? { boatOfMonth: false } : {}), updatedAt: clock.now() })
    .where(eq(boats.id, boatId));
  return getBoatFields(db, user, boatId);
}
