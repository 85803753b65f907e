import "server-only";
import { inArray, lte } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { rateLimitCounters } from "../db/schema";

const BATCH = 5_000;

/** Deletes the counters whose window has ended (in batches, so one run never holds many locks); answers how many. */
export async function deleteExpiredCounters(db: DbOrTx, now: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const expired = db
      .select({ key: rateLimitCounters.key })
      .from(rateLimitCounters)
      .where(lte(rateLimitCounters.windowEndsAt, now))
      .limit(BATCH);
    const deleted = await db
      .delete(rateLimitCounters)
      .where(inArray(rateLimitCounters.key, expired))
      .returning({ key: rateLimitCounters.key });
    total += deleted.length;
    if (deleted.length < BATCH) return total;
  }
}
