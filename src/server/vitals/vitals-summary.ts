import "server-only";
import { sql } from "drizzle-orm";
import { clock } from "../../lib/clock";
import type { DbOrTx } from "../db/client";
import { rowsOf } from "../reports/rows-of";
import { VITAL_METRICS, type VitalKind, type VitalMetric, type VitalsSummary } from "@/shared/web-vitals";

type Num = number | string;
type FigureRow = { page: string; kind: VitalKind; metric: VitalMetric; days: Num; p75: Num | null; count: Num };
type Figures = VitalsSummary["pages"][number]["last7"];
type DailyRow = { day: string; page: string; kind: VitalKind; metric: VitalMetric; p75: Num };

/** The longest window the dashboard shows; older measurements are deleted by the vitals job. */
export const VITALS_WINDOW_DAYS = 28;

/**
 * Each page's 75th percentile of each metric over the last 7 and 28 days (continuous percentile, as CrUX reports
 * them), and the daily 75th percentiles (Istanbul days) of the last 28 days for the chart. Two aggregate queries.
 * Hard loads and soft navigations of a page are figures apart: a soft navigation's LCP starts at a click, not at
 * the request for the document, so mixing them would flatter both.
 */
export async function vitalsSummary(db: DbOrTx, now = clock.now()): Promise<VitalsSummary> {
  const since28 = new Date(now.getTime() - VITALS_WINDOW_DAYS * 86_400_000);
  const since7 = new Date(now.getTime() - 7 * 86_400_000);
  const figures = await rowsOf<FigureRow>(
    db,
    sql`SELECT page, kind, metric, w.days,
          percentile_cont(0.75) WITHIN GROUP (ORDER BY value) AS p75, count(*) AS count
        FROM web_vitals
        CROSS JOIN (VALUES (7, ${since7.toISOString()}::timestamptz), (28, ${since28.toISOString()}::timestamptz)) AS w(days, since)
        WHERE recorded_at > w.since AND recorded_at <= ${now.toISOString()}::timestamptz
        GROUP BY page, kind, metric, w.days`,
  );
  const daily = await rowsOf<DailyRow>(
    db,
    sql`SELECT to_char(recorded_at AT TIME ZONE 'Europe/Istanbul', 'YYYY-MM-DD') AS day, page, kind, metric,
          percentile_cont(0.75) WITHIN GROUP (ORDER BY value) AS p75
        FROM web_vitals
        WHERE recorded_at > ${since28.toISOString()}::timestamptz AND recorded_at <= ${now.toISOString()}::timestamptz
        GROUP BY 1, page, kind, metric
        ORDER BY 1, page, kind, metric`,
  );

  const empty = () => Object.fromEntries(VITAL_METRICS.map((m) => [m, { p75: null, count: 0 }])) as Figures;
  const pages = new Map<string, VitalsSummary["pages"][number]>();
  for (const row of figures) {
    const key = `${row.page} ${row.kind}`;
    const entry = pages.get(key) ?? { page: row.page, kind: row.kind, last7: empty(), last28: empty() };
    pages.set(key, entry);
    const figure = { p75: row.p75 === null ? null : round(Number(row.p75), row.metric), count: Number(row.count) };
    (Number(row.days) === 7 ? entry.last7 : entry.last28)[row.metric] = figure;
  }
  return {
    pages: [...pages.values()].sort((a, b) => a.page.localeCompare(b.page) || a.kind.localeCompare(b.kind)),
    daily: daily.map((r) => ({ ...r, p75: round(Number(r.p75), r.metric) })),
  };
}

/** Milliseconds to whole numbers, CLS to three decimals. */
function round(value: number, metric: VitalMetric): number {
  return metric === "CLS" ? Math.round(value * 1000) / 1000 : Math.round(value);
}
