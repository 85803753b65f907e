import "server-only";
import { count, eq } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { contactMessages } from "../db/schema";

export async function countUnreadContactMessages(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(contactMessages).where(eq(contactMessages.read, false));
  return row?.n ?? 0;
}
