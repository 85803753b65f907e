import "server-only";
import { and, eq, ne, sql } from "drizzle-orm";
import { badRequest, conflict, notFound } from "../domain-errors";
import type { Db } from "../db/client";
import { sqlStateOf } from "../db/pg-error";
import { retryTransaction } from "../db/retry-transaction";
import { users } from "../db/schema";
import type { UpdateUserInput } from "./schemas";
import { toUserDto, userColumns } from "./user-columns";
import { clock } from "../../lib/clock";

/**
 * An ADMIN edits a user: names, e-mail (unique whatever its case), phone, role and active. An ADMIN never
 * deactivates or demotes themselves, and the last active ADMIN is never deactivated or demoted. A new e-mail, a
 * role change or a deactivation raises the session version: the user's tokens are refused from their very next call.
 *
 * Locks, always in one order: only an edit that can take an ADMIN away (a deactivation, a demotion) locks the active
 * ADMIN rows, in id order, so two such edits at once cannot both pass the last-admin rule; then the target. Both
 * `FOR NO KEY UPDATE`: the key-share lock that any audit row or reference to a user takes (the acting ADMIN is the
 * actor of every staff write) is not blocked by them, which a `FOR UPDATE` on every ADMIN did (a password reset of
 * the same user deadlocked with it). A deadlock that still happens runs once more (retryTransaction).
 */
export async function updateUser(db: Db, actorId: number, userId: number, input: UpdateUserInput) {
  const self = userId === actorId;
  if (self && input.active === false) throw badRequest("users.deactivate_self");
  if (self && input.role === "OWNER") throw badRequest("users.demote_self");
  try {
    return await retryTransaction(db, async (tx) => {
      const mayRemoveAdmin = input.active === false || input.role === "OWNER";
      const admins = mayRemoveAdmin
        ? await tx
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.role, "ADMIN"), eq(users.active, true)))
            .orderBy(users.id)
            .for("no key update")
        : [];
      const [current] = await tx
        .select({ email: users.email, role: users.role, active: users.active })
        .from(users)
        .where(eq(users.id, userId))
        .for("no key update");
      if (!current) throw notFound("users.not_found");

      const losesAdmin =
        current.role === "ADMIN" && current.active && (input.active === false || input.role === "OWNER");
      if (losesAdmin && admins.filter((a) => a.id !== userId).length === 0) {
        throw conflict("users.last_admin", "LAST_ADMIN");
      }
      const emailChanged = input.email !== undefined && input.email !== current.email.toLowerCase();
      if (emailChanged) {
        const [taken] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(sql`lower(${users.email})`, input.email!), ne(users.id, userId)))
          .limit(1);
        if (taken) throw conflict("users.email_taken", "EMAIL_TAKEN");
      }
      const endsSessions =
        emailChanged ||
        (input.role !== undefined && input.role !== current.role) ||
        (input.active === false && current.active);

      const [row] = await tx
        .update(users)
        .set({
          email: emailChanged ? input.email : undefined,
          role: input.role,
          firstName: input.first_name,
          lastName: input.last_name,
          phone: input.phone,
          active: input.active,
          updatedAt: clock.now(),
          ...(endsSessions ? { sessionVersion: sql`${users.sessionVersion} + 1` } : {}),
        })
        .where(eq(users.id, userId))
        .returning({ id: users.id });
      const [updated] = await tx.select(userColumns).from(users).where(eq(users.id, row!.id));
      return toUserDto(updated!);
    });
  } catch (error) {
    // Two edits racing to the same address: the unique index on lower(email) decides.
    if (sqlStateOf(error) === "23505") throw conflict("users.email_taken", "EMAIL_TAKEN");
    throw error;
  }
}
