import "server-only";
import { and, eq } from "drizzle-orm";
import { notFound } from "../domain-errors";
import type { AuthUser } from "../auth/current-user";
import { boatScope } from "../auth/scope";
import type { DbOrTx } from "../db/client";
import { boats } from "../db/schema";
import type { ErrorKey } from "@/shared/messages/message-ref";

export const BOAT_NOT_FOUND = "booking.boat_not_found" satisfies ErrorKey;
export const BOAT_ARCHIVED = "boats.archived" satisfies ErrorKey;

/**
 * The boat `boatId` if `user` may see it (an ADMIN: any; an OWNER: their own), locked for update when asked.
 * Anything else, including another owner's boat, is the same 404.
 */
export async function findScopedBoat(db: DbOrTx, user: AuthUser, boatId: number, options: { lock?: boolean } = {}) {
  const query = db
    .select({
      id: boats.id,
      ownerId: boats.ownerId,
      active: boats.active,
      archivedAt: boats.archivedAt,
      name: boats.name,
    })
    .from(boats)
    .where(and(eq(boats.id, boatId), boatScope(user)))
    .limit(1);
  const [row] = options.lock ? await query.for("update") : await query;
  if (!row) throw notFound(BOAT_NOT_FOUND);
  return row;
}
