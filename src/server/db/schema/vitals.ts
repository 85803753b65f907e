import "server-only";
import { sql } from "drizzle-orm";
import { bigserial, check, doublePrecision, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The Core Web Vitals of visitors' page loads (web-vitals in the browser, sampled, sent by sendBeacon). Nothing
 * about the visitor: the page is a route pattern (`/boat/[slug]`), never the address they typed; no IP, no agent.
 */
export const webVitals = pgTable(
  "web_vitals",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    page: text("page").notNull(),
    metric: text("metric").notNull(),
    value: doublePrecision("value").notNull(),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("web_vitals_recorded_at_idx").on(t.recordedAt),
    check("web_vitals_metric_check", sql`${t.metric} IN ('LCP', 'INP', 'CLS', 'TTFB')`),
    check("web_vitals_value_check", sql`${t.value} >= 0`),
  ],
);
