import "server-only";
import { and, count, desc, eq, isNotNull, isNull, not } from "drizzle-orm";
import type { AuthUser } from "../auth/current-user";
import type { Db } from "../db/client";
import { boats, contactMessages } from "../db/schema";
import { messageIsUnread } from "../staff-marks/message-is-unread";
import { contactMessageColumns, toContactMessageDto } from "./contact-message-columns";
import { messageScope } from "./message-scope";
import type { ContactMessagesQuery } from "./schemas";

/** The inbox as this user sees it: their scope, the chosen box and type, their own read marks. */
export async function listContactMessages(db: Db, user: AuthUser, query: ContactMessagesQuery) {
  const unread = messageIsUnread(user.id);
  const where = and(
    messageScope(user),
    query.box === "archived" ? isNotNull(contactMessages.archivedAt) : isNull(contactMessages.archivedAt),
    query.box === "unread" ? unread : undefined,
    query.type === "sale"
      ? isNotNull(contactMessages.boatId)
      : query.type === "contact"
        ? isNull(contactMessages.boatId)
        : undefined,
    query.read === undefined ? undefined : query.read ? not(unread) : unread,
  );
  const order =
    query.order === "unread_first"
      ? [desc(unread), desc(contactMessages.createdAt), desc(contactMessages.id)]
      : [desc(contactMessages.createdAt), desc(contactMessages.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select(contactMessageColumns(user.id))
      .from(contactMessages)
      .leftJoin(boats, eq(boats.id, contactMessages.boatId))
      .where(where)
      .orderBy(...order)
      .offset(query.skip)
      .limit(query.take),
    db.select({ n: count() }).from(contactMessages).leftJoin(boats, eq(boats.id, contactMessages.boatId)).where(where),
  ]);
  return { items: rows.map(toContactMessageDto), total: total?.n ?? 0 };
}
