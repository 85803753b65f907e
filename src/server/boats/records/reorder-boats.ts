import "server-only";
import { eq, inArray } from "drizzle-orm";
import { badRequest, forbidden, notFound } from "../../domain-errors";
import type { AuthUser } from "../../auth/current-user";
import { isAdmin } from "../../auth/scope";
import type { Db } from "../../db/client";
import { boats } from "../../db/schema";
import type { ReorderInput } from "./schemas";
import { msg } from "@/shared/messages/message-ref";
import { clock } from "../../../lib/clock";

/** Sets the public order of several boats at once (ADMIN only), all or nothing. */
export async function reorderBoats(db: Db, user: AuthUser, items: ReorderInput) {
  if (!isAdmin(user)) throw forbidden();
  const ids = items.map((i) => i.id);
  if (new Set(ids).size !== ids.length) throw badRequest("boats.reorder_repeated");
  return db.transaction(async (tx) => {
    const found = await tx.select({ id: boats.id }).from(boats).where(inArray(boats.id, ids)).for("update");
    if (found.length !== ids.length) {
      const known = new Set(found.map((f) => f.id));
      throw notFound(msg("boats.reorder_unknown", { ids: ids.filter((id) => !known.has(id)).join(", ") }));
    }
    const now = clock.now();
    for (const item of items) {
      await tx.update(boats).set({ sortOrder: item.sort_order, updatedAt: now }).where(eq(boats.id, item.id));
    }
    return items.map((i) => ({ id: i.id, sort_order: i.sort_order }));
  });
}
