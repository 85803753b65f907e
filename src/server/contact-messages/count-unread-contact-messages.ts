import "server-only";
import { and, count, eq, isNull } from "drizzle-orm";
import type { AuthUser } from "../auth/current-user";
import type { DbOrTx } from "../db/client";
import { boats, contactMessages } from "../db/schema";
import { messageIsUnread } from "../staff-marks/message-is-unread";
import { messageScope } from "./message-scope";

/** How many messages in this user's scope are unread by them and not archived (their menu badge). */
export async function countUnreadContactMessages(db: DbOrTx, user: AuthUser): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(contactMessages)
    .leftJoin(boats, eq(boats.id, contactMessages.boatId))
    .where(and(messageScope(user), isNull(contactMessages.archivedAt), messageIsUnread(user.id)));
  return row?.n ?? 0;
}
