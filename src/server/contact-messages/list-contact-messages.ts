import "server-only";
import { asc, count, desc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { boats, contactMessages } from "../db/schema";
import { contactMessageColumns, toContactMessageDto } from "./contact-message-columns";
import type { ContactMessagesQuery } from "./schemas";

export async function listContactMessages(db: Db, query: ContactMessagesQuery) {
  const where = query.read === undefined ? undefined : eq(contactMessages.read, query.read);
  const order =
    query.order === "unread_first"
      ? [asc(contactMessages.read), desc(contactMessages.createdAt), desc(contactMessages.id)]
      : [desc(contactMessages.createdAt), desc(contactMessages.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select(contactMessageColumns)
      .from(contactMessages)
      .leftJoin(boats, eq(boats.id, contactMessages.boatId))
      .where(where)
      .orderBy(...order)
      .offset(query.skip)
      .limit(query.take),
    db.select({ n: count() }).from(contactMessages).where(where),
  ]);
  return { items: rows.map(toContactMessageDto), total: total?.n ?? 0 };
}
