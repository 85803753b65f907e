import "server-only";
import type { AuthUser } from "../auth/current-user";
import type { Db } from "../db/client";
import { setMessageRead } from "../staff-marks/set-message-read";
import { findVisibleMessage } from "./find-visible-message";

/** Marks a message read or unread for this user only. */
export async function markContactMessage(db: Db, user: AuthUser, id: number, read: boolean) {
  await findVisibleMessage(db, user, id);
  await setMessageRead(db, user.id, id, read);
  return findVisibleMessage(db, user, id);
}
