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
  month: string;
  reservations: number | string;
  cancelled: number | string;
  cancellation_pct: number | string | null;
};

/**
 * Cancellation rate per check-in month: cancelled reservations ÷ every reservation of the month that did not
 * expire (an option whose time ran out counts as expired even before the expiry job marks it).
 */
export async function cancellationReport(db: DbOrTx, user: AuthUser, query: ReportQuery, now = clock.now()) {
  const range = resolveReportRange(query, now);
  const rows = await rowsOf<Row>(
    db,
    sql`WITH scoped AS (${scopedBoatsSql(user, query.boat_id)}),
      months AS (SELECT m::date AS m FROM generate_series(${range.first}::date, ${range.next}::date - interval '1 month', interval '1 month') AS m),
      counted AS (
        SELECT date_trunc('month', r.start_date)::date AS m, r.status
        FROM reservations r JOIN scoped ON scoped.id = r.boat_id
        WHERE r.start_date >= ${range.first}::date AND r.start_date < ${range.next}::date
          AND r.status <> 'expired'
          AND NOT (r.status = 'option' AND r.option_expires_at <= ${now.toISOString()}::timestamptz)
      ),
      per AS (
        SELECT months.m, count(counted.m)::int AS reservations, count(counted.m) FILTER (WHERE counted.status = 'cancelled')::int AS cancelled
        FROM months LEFT JOIN counted ON counted.m = months.m GROUP BY months.m
      )
      SELECT to_char(m, 'YYYY-MM') AS month, reservations, cancelled,
        CASE WHEN reservations = 0 THEN NULL ELSE round(100.0 * cancelled / reservations, 1)::float8 END AS cancellation_pct
      FROM per ORDER BY m`,
  );
  return {
    from: range.from,
    to: range.to,
    months: range.months,
    by_month: rows.map((r) => ({
      month: r.month,
      reservations: Number(r.reservations),
      cancelled: Number(r.cancelled),
      cancellation_pct: r.cancellation_pct === null ? null : Number(r.cancellation_pct),
    })),
  };
}
