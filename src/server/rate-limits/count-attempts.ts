import "server-only";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { rateLimitCounters } from "../db/schema";

export type CountedAttempt = { key: string; count: number; windowEndsAt: Date };

/**
 * Adds one attempt to each counter in one statement and answers the new counts. A counter whose window has ended
 * starts a new one (fixed window, opened by the first attempt). INSERT … ON CONFLICT DO UPDATE takes the row lock,
 * so parallel attempts, from any instance, each see a distinct count; keys are locked in sorted order so that two
 * statements sharing counters cannot deadlock.
 */
export async function countAttempts(
  db: DbOrTx,
  counters: { key: string; windowMs: number }[],
  now: Date,
): Promise<CountedAttempt[]> {
  if (counters.length === 0) return [];
  const rows = [...counters]
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map((c) => ({ key: c.key, count: 1, windowEndsAt: new Date(now.getTime() + c.windowMs) }));
  const ended = sql`${rateLimitCounters.windowEndsAt} <= ${now.toISOString()}::timestamptz`;
  return db
    .insert(rateLimitCounters)
    .values(rows)
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        count: sql`case when ${ended} then 1 else ${rateLimitCounters.count} + 1 end`,
        windowEndsAt: sql`case when ${ended} then excluded.window_ends_at else ${rateLimitCounters.windowEndsAt} end`,
      },
    })
    .returning({
      key: rateLimitCounters.key,
      count: rateLimitCounters.count,
      windowEndsAt: rateLimitCounters.windowEndsAt,
    });
}
