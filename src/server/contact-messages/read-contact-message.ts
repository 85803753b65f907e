import "server-only";
import { eq } from "drizzle-orm";
import { notFound } from "../domain-errors";
import type { Db } from "../db/client";
import { boats, contactMessages } from "../db/schema";
import { contactMessageColumns, toContactMessageDto } from "./contact-message-columns";

/** One message; opening it marks it read (the unread badge drops). */
export async function readContactMessage(db: Db, id: number) {
  const [updated] = await db
    .update(contactMessages)
    .set({ read: true })
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  if (!updated) throw notFound("Mesaj bulunamadı.");
  const [row] = await db
    .select(contactMessageColumns)
    .from(contactMessages)
    .leftJoin(boats, eq(boats.id, contactMessages.boatId))
    .where(eq(contactMessages.id, id))
    .limit(1);
  if (!row) throw notFound("Mesaj bulunamadı.");
  return toContactMessageDto(row);
}
