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
type Row = {
  rank_by: "revenue" | "nights";
  boat_id: Num;
  boat_name: string;
  revenue_try: Num;
  nights: Num;
  reservations: Num;
};

/** How many boats each top list holds. */
const TOP = 10;

/**
 * The ten boats with the most revenue (TL at frozen rates) and the ten with the most sold nights, over the
 * confirmed and completed reservations checking in during the period (as in the revenue report).
 */
export async function topBoatsReport(db: DbOrTx, user: AuthUser, query: ReportQuery, now = clock.now()) {
  const range = resolveReportRange(query, now);
  const rows = await rowsOf<Row>(
    db,
    sql`WITH scoped AS (${scopedBoatsSql(user, query.boat_id)}),
      per AS (
        SELECT scoped.id AS boat_id, scoped.name AS boat_name, scoped.sort_order,
          sum(${revenueTrySql()})::bigint AS revenue_try, sum(r.end_date - r.start_date)::int AS nights, count(*)::int AS reservations
        FROM reservations r JOIN scoped ON scoped.id = r.boat_id
        WHERE ${SOLD} AND r.start_date >= ${range.first}::date AND r.start_date < ${range.next}::date
        GROUP BY scoped.id, scoped.name, scoped.sort_order
      )
      (SELECT 'revenue' AS rank_by, boat_id, boat_name, revenue_try, nights, reservations FROM per
        ORDER BY revenue_try DESC, nights DESC, sort_order, boat_name, boat_id LIMIT ${TOP})
      UNION ALL
      (SELECT 'nights', boat_id, boat_name, revenue_try, nights, reservations FROM per
        ORDER BY nights DESC, revenue_try DESC, sort_order, boat_name, boat_id LIMIT ${TOP})`,
  );
  const pick = (r: Row) => ({
    boat_id: Number(r.boat_id),
    boat_name: r.boat_name,
    revenue_try: Number(r.revenue_try),
    nights: Number(r.nights),
    reservations: Number(r.reservations),
  });
  return {
    from: range.from,
    to: range.to,
    months: range.months,
    by_revenue: rows.filter((r) => r.rank_by === "revenue").map(pick),
    by_nights: rows.filter((r) => r.rank_by === "nights").map(pick),
  };
}
