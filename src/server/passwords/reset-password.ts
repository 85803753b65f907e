import "server-only";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { z } from "zod";
import { badRequest } from "../domain-errors";
import { assertStrongPassword } from "../auth/password-policy/assert-strong-password";
import { hashPassword } from "../auth/password";
import type { Db } from "../db/client";
import { passwordResetTokens, users } from "../db/schema";
import { hashResetToken } from "./reset-token";
import type { resetPasswordBody } from "./schemas";
import { clock } from "../../lib/clock";
import type { ErrorKey } from "@/shared/messages/message-ref";

const INVALID_LINK = "passwords.link_invalid" satisfies ErrorKey;

/**
 * Sets a new password with a reset link's token: the token must be unused, younger than 30 minutes and
 * belong to an active user. It is spent in the same statement that checks it (two requests with one token:
 * one wins), the password is set, a pending forced reset is cleared and every earlier session ends.
 */
export async function resetPassword(db: Db, input: z.output<typeof resetPasswordBody>, now = clock.now()) {
  const tokenHash = hashResetToken(input.token);
  const valid = and(
    eq(passwordResetTokens.tokenHash, tokenHash),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, now),
  );
  const [found] = await db
    .select({ userId: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(and(valid, eq(users.active, true)))
    .limit(1);
  if (!found) throw badRequest(INVALID_LINK, { token: INVALID_LINK });
  assertStrongPassword(input.password, { email: found.email, names: [found.firstName, found.lastName] });
  const passwordHash = await hashPassword(input.password);

  return db.transaction(async (tx) => {
    const [spent] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(valid, eq(passwordResetTokens.userId, found.userId)))
      .returning({ id: passwordResetTokens.id });
    if (!spent) throw badRequest(INVALID_LINK, { token: INVALID_LINK });
    const [user] = await tx
      .update(users)
      .set({
        passwordHash,
        mustResetPassword: false,
        sessionVersion: sql`${users.sessionVersion} + 1`,
        updatedAt: now,
      })
      .where(and(eq(users.id, found.userId), eq(users.active, true)))
      .returning({ email: users.email });
    if (!user) throw badRequest(INVALID_LINK, { token: INVALID_LINK });
    // Other links of this user (an earlier mail) stop working too.
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, found.userId), isNull(passwordResetTokens.usedAt)));
    return { email: user.email };
  });
}
