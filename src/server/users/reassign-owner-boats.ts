import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { badRequest, notFound } from "../domain-errors";
import type { Db } from "../db/client";
import { boats, users } from "../db/schema";
import type { ReassignBoatsInput } from "./schemas";
import { clock } from "../../lib/clock";
import { msg } from "@/shared/messages/message-ref";

/**
 * An ADMIN moves boats of one OWNER (all of them, or those in `boat_ids`) to another active OWNER, in one
 * transaction: either every boat moves or none. Their reservations, prices and history go with the boat.
 */
export async function reassignOwnerBoats(db: Db, fromOwnerId: number, input: ReassignBoatsInput) {
  if (input.to_owner_id === fromOwnerId) {
    throw badRequest("users.same_owner", { to_owner_id: "users.pick_other_owner" });
  }
  return db.transaction(async (tx) => {
    const people = await tx
      .select({ id: users.id, role: users.role, active: users.active })
      .from(users)
      .where(inArray(users.id, [fromOwnerId, input.to_owner_id]))
      .orderBy(users.id)
      .for("update");
    const from = people.find((p) => p.id === fromOwnerId);
    const to = people.find((p) => p.id === input.to_owner_id);
    if (!from) throw notFound("users.not_found");
    if (to?.role !== "OWNER" || !to.active) {
      throw badRequest("users.owner_not_active", { to_owner_id: "users.pick_active_owner" });
    }
    const owned = await tx
      .select({ id: boats.id })
      .from(boats)
      .where(eq(boats.ownerId, fromOwnerId))
      .orderBy(boats.id)
      .for("update");
    const ownedIds = new Set(owned.map((b) => b.id));
    const ids = input.boat_ids ? [...new Set(input.boat_ids)] : [...ownedIds];
    const foreign = ids.filter((id) => !ownedIds.has(id));
    if (foreign.length > 0) {
      throw badRequest(msg("users.boats_not_owned", { boats: foreign.join(", ") }), {
        boat_ids: "users.pick_own_boats",
      });
    }
    if (ids.length === 0) throw badRequest("users.no_boats");
    const moved = await tx
      .update(boats)
      .set({ ownerId: input.to_owner_id, updatedAt: clock.now() })
      .where(and(eq(boats.ownerId, fromOwnerId), inArray(boats.id, ids)))
      .returning({ id: boats.id });
    return {
      from_owner_id: fromOwnerId,
      to_owner_id: input.to_owner_id,
      boat_ids: moved.map((b) => b.id).sort((a, b) => a - b),
    };
  });
}
