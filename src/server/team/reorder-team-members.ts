import "server-only";
import { asc, eq } from "drizzle-orm";
import { badRequest } from "../domain-errors";
import { msg } from "@/shared/messages/message-ref";
import type { Db } from "../db/client";
import { teamMembers } from "../db/schema";
import { listTeamMembers } from "./list-team-members";

/**
 * Puts the members in the order of `ids` (0, 1, 2…), in one transaction. Members not listed keep their
 * relative order after the listed ones. Any unknown id rejects the whole call: nothing is changed.
 */
export async function reorderTeamMembers(db: Db, ids: number[]) {
  await db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: teamMembers.id })
      .from(teamMembers)
      .orderBy(asc(teamMembers.sortOrder), asc(teamMembers.id));
    const existing = new Set(rows.map((r) => r.id));
    const unknown = ids.filter((id) => !existing.has(id));
    if (unknown.length > 0) {
      throw badRequest(msg("team.order_unknown", { ids: unknown.join(", ") }), { ids: "team.order_unknown_field" });
    }
    const listed = new Set(ids);
    const order = [...ids, ...rows.map((r) => r.id).filter((id) => !listed.has(id))];
    for (const [index, id] of order.entries()) {
      await tx.update(teamMembers).set({ sortOrder: index }).where(eq(teamMembers.id, id));
    }
  });
  return listTeamMembers(db);
}
