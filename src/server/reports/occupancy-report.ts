import "server-only";
import { sql } from "drizzle-orm";
import { clock } from "../../lib/clock";
import type { AuthUser } from "../auth/current-user";
import type { DbOrTx } from "../db/client";
import { resolveReportRange } from "./report-range";
import { rowsOf } from "./rows-of";
import type { ReportQuery } from "./schemas";
import { scopedBoatsSql } from "./scoped-boats-sql";

type Row = {
  boat_id: number;
  boat_name: string;
  month: string;
  nights_in_month: number;
  reserved_nights: number;
  ical_nights: number;
  manual_nights: number;
  occupancy_pct: number | string;
};

/**
 * Occupancy per boat and month, in one query: the nights of each month taken by confirmed or completed
 * reservations, by iCal imports and by manual closings (external closings and manual boat dates), and their
 * share of the month's nights. Options are left out (they may still lapse). Lists active boats, and any other
 * with nights in the period.
 */
export async function occupancyReport(db: DbOrTx, user: AuthUser, query: ReportQuery, now = clock.now()) {
  const range = resolveReportRange(query, now);
  const rows = await rowsOf<Row>(
    db,
    sql`WITH months AS (
        SELECT m::date AS m, (m + interval '1 month')::date AS n
        FROM generate_series(${range.first}::date, ${range.next}::date - interval '1 month', interval '1 month') AS m
      ),
      scoped AS (${scopedBoatsSql(user, query.boat_id)}),
      spans AS (
        SELECT r.boat_id, r.start_date AS s, r.end_date AS e, 'reserved' AS src
        FROM reservations r JOIN scoped ON scoped.id = r.boat_id
        WHERE r.status IN ('confirmed', 'completed') AND r.start_date < ${range.next}::date AND r.end_date > ${range.first}::date
        UNION ALL
        SELECT ab.boat_id, ab.start_date, ab.end_date,
          CASE WHEN ab.kind = 'boat_date' AND bd.source = 'ical' THEN 'ical' ELSE 'manual' END
        FROM availability_blocks ab JOIN scoped ON scoped.id = ab.boat_id
        LEFT JOIN boat_dates bd ON bd.id = ab.boat_date_id
        WHERE ab.kind IN ('external', 'boat_date') AND ab.start_date < ${range.next}::date AND ab.end_date > ${range.first}::date
      ),
      nights AS (
        SELECT spans.boat_id, months.m, spans.src,
          sum(GREATEST(0, LEAST(spans.e, months.n) - GREATEST(spans.s, months.m)))::int AS nights
        FROM spans JOIN months ON spans.s < months.n AND spans.e > months.m
        GROUP BY spans.boat_id, months.m, spans.src
      ),
      grid AS (
        SELECT scoped.id AS boat_id, scoped.name AS boat_name, scoped.sort_order, months.m, (months.n - months.m) AS nights_in_month,
          COALESCE(sum(nights.nights) FILTER (WHERE nights.src = 'reserved'), 0)::int AS reserved_nights,
          COALESCE(sum(nights.nights) FILTER (WHERE nights.src = 'ical'), 0)::int AS ical_nights,
          COALESCE(sum(nights.nights) FILTER (WHERE nights.src = 'manual'), 0)::int AS manual_nights
        FROM scoped CROSS JOIN months
        LEFT JOIN nights ON nights.boat_id = scoped.id AND nights.m = months.m
        WHERE scoped.active OR EXISTS (SELECT 1 FROM spans WHERE spans.boat_id = scoped.id)
        GROUP BY scoped.id, scoped.name, scoped.sort_order, months.m, months.n
      )
      SELECT boat_id, boat_name, to_char(m, 'YYYY-MM') AS month, nights_in_month, reserved_nights, ical_nights, manual_nights,
        round(100.0 * LEAST(nights_in_month, reserved_nights + ical_nights + manual_nights) / nights_in_month, 1)::float8 AS occupancy_pct
      FROM grid
      ORDER BY sort_order, boat_name, boat_id, m`,
  );
  return {
    from: range.from,
    to: range.to,
    months: range.months,
    rows: rows.map((r) => ({
      boat_id: Number(r.boat_id),
      boat_name: r.boat_name,
      month: r.month,
      nights_in_month: Number(r.nights_in_month),
      reserved_nights: Number(r.reserved_nights),
      ical_nights: Number(r.ical_nights),
      manual_nights: Number(r.manual_nights),
      occupancy_pct: Number(r.occupancy_pct),
    })),
  };
}
