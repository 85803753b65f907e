import "server-only";
import { eq } from "drizzle-orm";
import type { AuthUser } from "../../auth/current-user";
import { isAdmin } from "../../auth/scope";
import type { Db } from "../../db/client";
import { boats } from "../../db/schema";
import { findScopedBoat } from "../find-scoped-boat";
import { getBoatFields } from "./get-boat";
import { clock } from "../../../lib/clock";

/**
 * Brings an archived boat back: restored by an ADMIN it is on the site again at once; restored by its OWNER it
 * waits off the site until an ADMIN publishes it (an OWNER never puts a boat on the site). A boat that is not
 * archived is left as it is.
 */
export async function restoreBoat(db: Db, user: AuthUser, boatId: number) {
  await db.transaction(async (tx) => {
    await findScopedBoat(tx, user, boatId, { lock: true });
    const [row] = await tx.select({ archivedAt: boats.archivedAt }).from(boats).where(eq(boats.id, boatId));
    if (!row?.archivedAt) return;
    await tx
      .update(boats)
      .set({ archivedAt: null, active: isAdmin(user), updatedAt: clock.now() })
      .where(eq(boats.id, boatId));
  });
  return getBoatFields(db, user, boatId);
}
