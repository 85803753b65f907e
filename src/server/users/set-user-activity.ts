import "server-only";
import type { Db } from "../db/client";
import { updateUser } from "./update-user";

/**
 * Activates or deactivates a user (the rules of updateUser: never oneself, never the last active ADMIN). A
 * deactivated user's tokens stop working on their next call, and stay refused after a reactivation (the session
 * version rises): they log in again.
 */
export async function setUserActivity(db: Db, actorId: number, input: { id: number; active: boolean }) {
  return updateUser(db, actorId, input.id, { active: input.active });
}
