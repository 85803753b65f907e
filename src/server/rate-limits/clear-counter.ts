import "server-only";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { rateLimitCounters } from "../db/schema";

/** Forgets a counter: its next attempt opens a new window. */
export async function clearCounter(db: DbOrTx, key: string): Promise<void> {
  await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
}
