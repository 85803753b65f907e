import "server-only";
import { asc, eq } from "drizzle-orm";
import type { AuthUser } from "../auth/current-user";
import type { Db } from "../db/client";
import { contactMessageReplies, mailOutbox } from "../db/schema";
import { setMessageRead } from "../staff-marks/set-message-read";
import { findVisibleMessage } from "./find-visible-message";
import type { ContactThreadDto } from "./schemas";

/**
 * One message with its thread (the original, then every reply: who, when, what). Opening it marks it read for
 * this user only; other staff members still see it as unread.
 */
export async function readContactMessage(db: Db, user: AuthUser, id: number): Promise<ContactThreadDto> {
  await findVisibleMessage(db, user, id);
  await setMessageRead(db, user.id, id, true);
  const message = await findVisibleMessage(db, user, id);
  const replies = await db
    .select({
      id: contactMessageReplies.id,
      authorId: contactMessageReplies.authorId,
      authorName: contactMessageReplies.authorName,
      body: contactMessageReplies.body,
      mailStatus: mailOutbox.status,
      createdAt: contactMessageReplies.createdAt,
    })
    .from(contactMessageReplies)
    .leftJoin(mailOutbox, eq(mailOutbox.id, contactMessageReplies.mailId))
    .where(eq(contactMessageReplies.messageId, id))
    .orderBy(asc(contactMessageReplies.createdAt), asc(contactMessageReplies.id));
  return {
    ...message,
    thread: replies.map((r) => ({
      id: r.id,
      author: { id: r.authorId, name: r.authorName },
      text: r.body,
      mail_status: r.mailStatus ?? null,
      created_at: r.createdAt.toISOString(),
    })),
  };
}
