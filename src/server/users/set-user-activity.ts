import { eq, sql } from "drizzle-orm";
import { badRequest, notFound } from "../api/errors";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { toUserDto, userColumns } from "./user-columns";
import { clock } from "../../lib/clock";

/**
 * Activates or deactivates a user. A deactivated user's tokens stop working on their next call, and stay
 * refused after a reactivation (the session version rises): they log in again.
 */
export async function setUserActivity(db: Db, actorId: number, input: { id: number; active: boolean }) {
  if (input.id === actorId && !input.active) throw badRequest("Kendi hesabınızı pasifleştiremezsiniz.");
  const [row] = await db
    .update(users)
    .set({
      active: input.active,
      updatedAt: clock.now(),
      ...(input.active ? {} : { sessionVersion: sql`${users.sessionVersion} + 1` }),
    })
    .where(eq(users.id, input.id))
    .returning(userColumns);
  if (!row) throw notFound("Kullanıcı bulunamadı.");
  return toUserDto(row);
}
