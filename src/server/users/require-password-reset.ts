import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { badRequest, conflict, notFound } from "../domain-errors";
import type { Db } from "../db/client";
import { retryTransaction } from "../db/retry-transaction";
import { users } from "../db/schema";
import { issueResetLink } from "../passwords/issue-reset-link";
import { toUserDto, userColumns } from "./user-columns";
import { clock } from "../../lib/clock";

/**
 * An ADMIN requires a user to set a new password: the user's sessions end at once (session version), login is
 * refused with PASSWORD_RESET_REQUIRED until they set one, and a reset link is mailed to them (30 minutes;
 * "Şifremi unuttum" sends a fresh one later).
 */
export async function requirePasswordReset(
  db: Db,
  actorId: number,
  userId: number,
  options: { publicUrl: string; now?: Date },
) {
  if (userId === actorId) throw badRequest("users.own_password_reset");
  const now = options.now ?? clock.now();
  // One row changes (the user's, locked by the update); a deadlock with another staff write runs once more.
  return retryTransaction(db, async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ mustResetPassword: true, sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: now })
      .where(and(eq(users.id, userId), eq(users.active, true)))
      .returning(userColumns);
    if (!row) {
      const [exists] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
      if (!exists) throw notFound("users.not_found");
      throw conflict("users.inactive_password_reset", "USER_INACTIVE");
    }
    await issueResetLink(tx, row, { publicUrl: options.publicUrl, reason: "required", now });
    return toUserDto(row);
  });
}
