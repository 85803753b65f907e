import "server-only";
import { sql } from "drizzle-orm";
import { clock } from "../../lib/clock";
import type { AuthUser } from "../auth/current-user";
import type { DbOrTx } from "../db/client";
import { resolveReportRange } from "./report-range";
import { revenueTrySql, SOLD } from "./revenue-try-sql";
import { rowsOf } from "./rows-of";
import type { ReportQuery } from "./schemas";
import { scopedBoatsSql } from "./scoped-boats-sql";

type Num = number | string | bigint;
type MonthRow = {
  month: string;
  revenue_try: Num;
  website_try: Num;
  staff_try: Num;
  reservations: Num;
  nights: Num;
  ical_nights: Num;
};
type BoatRow = { boat_id: Num; boat_name: string; revenue_try: Num; reservations: Num; nights: Num; ical_nights: Num };
type SourceRow = { source: "website" | "staff" | "agency" | "ical"; revenue_try: Num; reservations: Num; nights: Num };

/**
 * Revenue by check-in month, by boat and by source, in TL at each reservation's frozen rates: the confirmed and
 * completed reservations whose stay starts in the period, all their nights counted in their check-in month. The
 * iCal channel has no prices: its nights are the iCal-imported closings starting in the period.
 */
export async function revenueReport(db: DbOrTx, user: AuthUser, query: ReportQuery, now = clock.now()) {
  const range = resolveReportRange(query, now);
  const base = sql`scoped AS (${scopedBoatsSql(user, query.boat_id)}),
    sold AS (
      SELECT r.boat_id, r.source::text AS source, date_trunc('month', r.start_date)::date AS m,
        ${revenueTrySql()} AS try, (r.end_date - r.start_date) AS nights
      FROM reservations r JOIN scoped ON scoped.id = r.boat_id
      WHERE ${SOLD} AND r.start_date >= ${range.first}::date AND r.start_date < ${range.next}::date
    ),
    ical AS (
      SELECT bd.boat_id, date_trunc('month', bd.start_date)::date AS m, (bd.end_date - bd.start_date) AS nights
      FROM boat_dates bd JOIN scoped ON scoped.id = bd.boat_id
      WHERE bd.source = 'ical' AND bd.start_date >= ${range.first}::date AND bd.start_date < ${range.next}::date
    )`;
  const [months, boats, sources] = await Promise.all([
    rowsOf<MonthRow>(
      db,
      sql`WITH ${base},
        months AS (SELECT m::date AS m FROM generate_series(${range.first}::date, ${range.next}::date - interval '1 month', interval '1 month') AS m)
        SELECT to_char(months.m, 'YYYY-MM') AS month,
          COALESCE((SELECT sum(try) FROM sold WHERE sold.m = months.m), 0)::bigint AS revenue_try,
          COALESCE((SELECT sum(try) FROM sold WHERE sold.m = months.m AND source = 'website'), 0)::bigint AS website_try,
          COALESCE((SELECT sum(try) FROM sold WHERE sold.m = months.m AND source = 'staff'), 0)::bigint AS staff_try,
          (SELECT count(*) FROM sold WHERE sold.m = months.m)::int AS reservations,
          COALESCE((SELECT sum(nights) FROM sold WHERE sold.m = months.m), 0)::int AS nights,
          COALESCE((SELECT sum(nights) FROM ical WHERE ical.m = months.m), 0)::int AS ical_nights
        FROM months ORDER BY months.m`,
    ),
    rowsOf<BoatRow>(
      db,
      sql`WITH ${base}
        SELECT scoped.id AS boat_id, scoped.name AS boat_name,
          COALESCE((SELECT sum(try) FROM sold WHERE sold.boat_id = scoped.id), 0)::bigint AS revenue_try,
          (SELECT count(*) FROM sold WHERE sold.boat_id = scoped.id)::int AS reservations,
          COALESCE((SELECT sum(nights) FROM sold WHERE sold.boat_id = scoped.id), 0)::int AS nights,
          COALESCE((SELECT sum(nights) FROM ical WHERE ical.boat_id = scoped.id), 0)::int AS ical_nights
        FROM scoped
        WHERE scoped.active OR EXISTS (SELECT 1 FROM sold WHERE sold.boat_id = scoped.id)
          OR EXISTS (SELECT 1 FROM ical WHERE ical.boat_id = scoped.id)
        ORDER BY revenue_try DESC, scoped.sort_order, scoped.name, scoped.id`,
    ),
    rowsOf<SourceRow>(
      db,
      sql`WITH ${base}
        SELECT s.source,
          COALESCE((SELECT sum(try) FROM sold WHERE sold.source = s.source), 0)::bigint AS revenue_try,
          (CASE WHEN s.source = 'ical' THEN 0 ELSE (SELECT count(*) FROM sold WHERE sold.source = s.source) END)::int AS reservations,
          (CASE WHEN s.source = 'ical' THEN (SELECT COALESCE(sum(nights), 0) FROM ical)
                ELSE (SELECT COALESCE(sum(nights), 0) FROM sold WHERE sold.source = s.source) END)::int AS nights
        FROM (VALUES (1, 'website'), (2, 'staff'), (3, 'agency'), (4, 'ical')) AS s(n, source)
        ORDER BY s.n`,
    ),
  ]);
  return {
    from: range.from,
    to: range.to,
    months: range.months,
    by_month: months.map((r) => ({
      month: r.month,
      revenue_try: Number(r.revenue_try),
      website_try: Number(r.website_try),
      staff_try: Number(r.staff_try),
      reservations: Number(r.reservations),
      nights: Number(r.nights),
      ical_nights: Number(r.ical_nights),
    })),
    by_boat: boats.map((r) => ({
      boat_id: Number(r.boat_id),
      boat_name: r.boat_name,
      revenue_try: Number(r.revenue_try),
      reservations: Number(r.reservations),
      nights: Number(r.nights),
      ical_nights: Number(r.ical_nights),
    })),
    by_source: sources.map((r) => ({
      source: r.source,
      revenue_try: Number(r.revenue_try),
      reservations: Number(r.reservations),
      nights: Number(r.nights),
    })),
  };
}
