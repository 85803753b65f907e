import "server-only";
import { eq } from "drizzle-orm";
import { clock } from "../../lib/clock";
import type { AuthUser } from "../auth/current-user";
import type { Db } from "../db/client";
import { contactMessages } from "../db/schema";
import { findVisibleMessage } from "./find-visible-message";

/** Archives or restores a message for everyone (archive is shared, unlike read marks). */
export async function archiveContactMessage(db: Db, user: AuthUser, id: number, archived: boolean, now = clock.now()) {
  await findVisibleMessage(db, user, id);
  await db
    .update(contactMessages)
    .set({ archivedAt: archived ? now : null })
    .where(eq(contactMessages.id, id));
  return findVisibleMessage(db, user, id);
}
