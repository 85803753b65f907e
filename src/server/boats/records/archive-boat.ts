import "server-only";
import { eq } from "drizzle-orm";
import type { AuthUser } from "../../auth/current-user";
import type { Db } from "../../db/client";
import { boats } from "../../db/schema";
import { findScopedBoat } from "../find-scoped-boat";
import { getBoatFields } from "./get-boat";
import { clock } from "../../../lib/clock";

/**
 * Archives a boat `user` may see (docs/decisions/0019-boat-archive.md): off the site and the search at once
 * (active false, which every public read filters on; boat of the month ends), out of the default dashboard
 * lists, its reservations, prices and history kept. Archiving an archived boat changes nothing.
 */
export async function archiveBoat(db: Db, user: AuthUser, boatId: number) {
  await db.transaction(async (tx) => {
    await findScopedBoat(tx, user, boatId, { lock: true });
    const [row] = await tx.select({ archivedAt: boats.archivedAt }).from(boats).where(eq(boats.id, boatId));
    if (row?.archivedAt) return;
    const now = clock.now();
    await tx
      .update(boats)
      .set({ archivedAt: now, active: false, boatOfMonth: false, updatedAt: now })
      .where(eq(boats.id, boatId));
  });
  return getBoatFields(db, user, boatId);
}
