import "server-only";
import { sql } from "drizzle-orm";
import { clock } from "../../lib/clock";
import type { AuthUser } from "../auth/current-user";
import type { DbOrTx } from "../db/client";
import { resolveReportRange } from "./report-range";
import { SOLD } from "./revenue-try-sql";
import { rowsOf } from "./rows-of";
import type { ReportQuery } from "./schemas";
import { scopedBoatsSql } from "./scoped-boats-sql";

type Row = {
  bucket: string;
  label: string;
  reservations: number | string;
  total: number | string;
  average: number | string | null;
};

/**
 * Booking lead time: days from the day a reservation was made (its created_at as a Türkiye calendar day) to its
 * check-in, for the confirmed and completed reservations checking in during the period, counted in buckets
 * (a stay entered after its start counts as 0 days).
 */
export async function leadTimeReport(db: DbOrTx, user: AuthUser, query: ReportQuery, now = clock.now()) {
  const range = resolveReportRange(query, now);
  const rows = await rowsOf<Row>(
    db,
    sql`WITH scoped AS (${scopedBoatsSql(user, query.boat_id)}),
      lead AS (
        SELECT GREATEST(0, r.start_date - (r.created_at AT TIME ZONE 'Europe/Istanbul')::date) AS days
        FROM reservations r JOIN scoped ON scoped.id = r.boat_id
        WHERE ${SOLD} AND r.start_date >= ${range.first}::date AND r.start_date < ${range.next}::date
      ),
      buckets(n, bucket, label, lo, hi) AS (VALUES
        (1, '0-7', '0–7 gün', 0, 7), (2, '8-30', '8–30 gün', 8, 30), (3, '31-90', '31–90 gün', 31, 90),
        (4, '91-180', '91–180 gün', 91, 180), (5, '181+', '181 gün ve üzeri', 181, 2147483647))
      SELECT b.bucket, b.label,
        (SELECT count(*) FROM lead WHERE lead.days BETWEEN b.lo AND b.hi)::int AS reservations,
        (SELECT count(*) FROM lead)::int AS total,
        (SELECT round(avg(days), 1)::float8 FROM lead) AS average
      FROM buckets b ORDER BY b.n`,
  );
  const total = Number(rows[0]?.total ?? 0);
  const average = rows[0]?.average;
  return {
    from: range.from,
    to: range.to,
    months: range.months,
    reservations: total,
    average_days: average === null || average === undefined ? null : Number(average),
    buckets: rows.map((r) => ({
      bucket: r.bucket,
      label: r.label,
      reservations: Number(r.reservations),
      share_pct: total === 0 ? 0 : Math.round((Number(r.reservations) / total) * 1000) / 10,
    })),
  };
}
