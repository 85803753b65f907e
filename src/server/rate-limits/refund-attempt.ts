import "server-only";
import { and, eq, gt, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { rateLimitCounters } from "../db/schema";

/** Takes one attempt back from a counter whose window is still open (an attempt that turned out legitimate). */
export async function refundAttempt(db: DbOrTx, key: string, now: Date): Promise<void> {
  await db
    .update(rateLimitCounters)
    .set({ count: sql`${rateLimitCounters.count} - 1` })
    .where(
      and(eq(rateLimitCounters.key, key), gt(rateLimitCounters.count, 0), gt(rateLimitCounters.windowEndsAt, now)),
    );
}
