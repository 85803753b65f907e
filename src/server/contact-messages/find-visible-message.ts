import "server-only";
import { and, eq } from "drizzle-orm";
import type { AuthUser } from "../auth/current-user";
import type { DbOrTx } from "../db/client";
import { boats, contactMessages } from "../db/schema";
import { notFound } from "../domain-errors";
import { contactMessageColumns, toContactMessageDto } from "./contact-message-columns";
import { messageScope } from "./message-scope";

export const MESSAGE_NOT_FOUND = "inbox.not_found";

/** One message as this user sees it; 404 when it does not exist or is outside their scope. */
export async function findVisibleMessage(db: DbOrTx, user: AuthUser, id: number) {
  const [row] = await db
    .select(contactMessageColumns(user.id))
    .from(contactMessages)
    .leftJoin(boats, eq(boats.id, contactMessages.boatId))
    .where(and(eq(contactMessages.id, id), messageScope(user)))
    .limit(1);
  if (!row) throw notFound(MESSAGE_NOT_FOUND);
  return toContactMessageDto(row);
}
