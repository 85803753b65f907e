import "server-only";
import { sql } from "drizzle-orm";
import { bigserial, check, doublePrecision, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The Core Web Vitals of visitors' page loads (web-vitals in the browser, sampled, sent by sendBeacon). Nothing
 * about the visitor: the page is a route pattern (`/boat/[slug]`), never the address they typed; no IP, no agent.
 * `kind` tells a hard load from a soft navigation (the router changing the page in place; NAV is only theirs).
 */
export const webVitals = pgTable(
  "web_vitals",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    page: text("page").notNull(),
    kind: text("kind").notNull(),
    metric: text("metric").notNull(),
    value: doublePrecision("value").notNull(),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("web_vitals_recorded_at_idx").on(t.recordedAt),
    check("web_vitals_metric_check", sql`${t.metric} IN ('LCP', 'INP', 'CLS', 'TTFB', 'NAV')`),
    check("web_vitals_kind_check", sql`${t.kind} IN ('hard', 'soft')`),
    check(
      "web_vitals_kind_metric_check",
      sql`(${t.kind} = 'hard' AND ${t.metric} <> 'NAV') OR (${t.kind} = 'soft' AND ${t.metric} <> 'TTFB')`,
    ),
    check("web_vitals_value_check", sql`${t.value} >= 0`),
  ],
);
