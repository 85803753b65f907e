import "server-only";
import { eq, sql } from "drizzle-orm";
import type { AuthUser } from "../auth/current-user";
import type { DbOrTx } from "../db/client";
import { users } from "../db/schema";
import { badRequest, forbidden, notFound } from "../domain-errors";

/**
 * Whose statement the caller may read: an ADMIN names any owner (`owner_id` is required), an OWNER only
 * their own (another owner's id → 403, never their figures).
 */
export async function resolveStatementOwner(
  db: DbOrTx,
  user: AuthUser,
  ownerId: number | undefined,
): Promise<{ id: number; name: string }> {
  if (user.role !== "ADMIN") {
    if (ownerId !== undefined && ownerId !== user.id) throw forbidden("statements.own_only");
    return { id: user.id, name: `${user.firstName} ${user.lastName}` };
  }
  if (ownerId === undefined)
    throw badRequest("statements.owner_required", { owner_id: "statements.owner_required_field" });
  const [row] = await db
    .select({ id: users.id, name: sql<string>`${users.firstName} || ' ' || ${users.lastName}` })
    .from(users)
    .where(eq(users.id, ownerId))
    .limit(1);
  if (!row) throw notFound("statements.owner_not_found");
  return row;
}
