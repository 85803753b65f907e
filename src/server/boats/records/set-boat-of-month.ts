import "server-only";
import { and, eq, ne, sql } from "drizzle-orm";
import { badRequest, forbidden, notFound } from "../../domain-errors";
import type { AuthUser } from "../../auth/current-user";
import { isAdmin } from "../../auth/scope";
import type { Db } from "../../db/client";
import { boats } from "../../db/schema";
import { BOAT_NOT_FOUND } from "../find-scoped-boat";
import { getBoatFields } from "./get-boat";
import { clock } from "../../../lib/clock";

/** Serialises boat-of-the-month changes (two concurrent ones would otherwise each keep their own boat). */
const BOAT_OF_MONTH_LOCK = 0x6c_69_6d_01;

/**
 * Makes `boatId` the one boat of the month (ADMIN only), clearing every other in the same transaction; with
 * `on = false` it only clears that boat. Only a boat on the site (active) can be the boat of the month.
 */
export async function setBoatOfMonth(db: Db, user: AuthUser, boatId: number, on = true) {
  if (!isAdmin(user)) throw forbidden();
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${BOAT_OF_MONTH_LOCK})`);
    const [boat] = await tx.select({ active: boats.active }).from(boats).where(eq(boats.id, boatId)).for("update");
    if (!boat) throw notFound(BOAT_NOT_FOUND);
    if (on && !boat.active) throw badRequest("boats.boat_of_month_active");
    if (on) {
      await tx
        .update(boats)
        .set({ boatOfMonth: false, updatedAt: clock.now() })
        .where(and(eq(boats.boatOfMonth, true), ne(boats.id, boatId)));
    }
    await tx.update(boats).set({ boatOfMonth: on, updatedAt: clock.now() }).where(eq(boats.id, boatId));
  });
  return getBoatFields(db, user, boatId);
}
