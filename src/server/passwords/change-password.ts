import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { z } from "zod";
import { AppError, badRequest, unauthorized } from "../domain-errors";
import type { AuthUser } from "../auth/current-user";
import { assertStrongPassword } from "../auth/password-policy/assert-strong-password";
import { hashPassword, verifyPassword } from "../auth/password";
import { signToken } from "../auth/tokens";
import type { Db } from "../db/client";
import { passwordResetTokens, users } from "../db/schema";
import type { changePasswordBody } from "./schemas";
import { clock } from "../../lib/clock";

/**
 * A signed-in staff member changes their own password (the current one is required). Every other session of
 * theirs ends (the session version rises); this one goes on with the fresh token in the answer.
 */
export async function changePassword(
  db: Db,
  secret: Uint8Array,
  who: AuthUser,
  input: z.output<typeof changePasswordBody>,
) {
  const [user] = await db.select().from(users).where(eq(users.id, who.id)).limit(1);
  if (!user) throw unauthorized();
  if (!(await verifyPassword(user.passwordHash, input.current_password)))
    throw new AppError(400, "WRONG_PASSWORD", "passwords.wrong_current", {
      current_password: "passwords.wrong_current",
    });
  if (input.new_password === input.current_password) {
    throw badRequest("passwords.same_as_current", { new_password: "passwords.same_as_current" });
  }
  assertStrongPassword(
    input.new_password,
    { email: user.email, names: [user.firstName, user.lastName] },
    "new_password",
  );
  const passwordHash = await hashPassword(input.new_password);

  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: clock.now() })
      // Unchanged since it was read: a concurrent change of the same password makes this one fail.
      .where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash), eq(users.active, true)))
      .returning();
    if (!row) throw unauthorized();
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: clock.now() })
      .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
    return row;
  });
  return {
    accessToken: await signToken(updated, secret),
    user: {
      id: updated.id,
      email: updated.email,
      role: updated.role,
      UserDetail: { firstName: updated.firstName, lastName: updated.lastName },
    },
  };
}
