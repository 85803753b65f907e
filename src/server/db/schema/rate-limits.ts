import "server-only";
import { check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";

/**
 * Fixed-window attempt counters shared by every instance (rate limits, login throttling). The key names the limit
 * and an HMAC of its subject (address, account and address): no e-mail or address is stored in clear.
 */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    windowEndsAt: timestamp("window_ends_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("rate_limit_counters_window_ends_at_idx").on(t.windowEndsAt),
    check("rate_limit_counters_count_check", sql`${t.count} >= 0`),
  ],
);
