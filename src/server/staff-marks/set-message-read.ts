import "server-only";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { contactMessageReads } from "../db/schema";

/** Sets this user's own read or unread mark on a message; other staff members' marks are untouched. */
export async function setMessageRead(db: DbOrTx, userId: number, messageId: number, read: boolean): Promise<void> {
  await db
    .insert(contactMessageReads)
    .values({ userId, messageId, read })
    .onConflictDoUpdate({
      target: [contactMessageReads.userId, contactMessageReads.messageId],
      set: { read, at: sql`now()` },
    });
}
