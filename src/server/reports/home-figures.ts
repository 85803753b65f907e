import "server-only";
import { sql } from "drizzle-orm";
import { clock } from "../../lib/clock";
import { addDays, monthStartAfter, todayIn } from "../../lib/dates";
import type { Currency } from "../../lib/money";
import type { AuthUser } from "../auth/current-user";
import type { DbOrTx } from "../db/client";
import { rowsOf } from "./rows-of";
import { scopedBoatsSql } from "./scoped-boats-sql";

type Num = number | string | bigint;
type MoveRow = {
  list: "in_today" | "out_today" | "in_soon" | "out_soon";
  total: Num;
  id: Num;
  code: string;
  boat_name: string;
  customer_name: string;
  status: "option" | "confirmed" | "completed" | "cancelled" | "expired";
  start_date: string;
  end_date: string;
};
type DayRow = { date: string; occupied: Num; boats: Num };
type MoneyRow = { currency: Currency; total: Num; paid: Num; count: Num };

/** How many reservations each movement list shows (its count is always exact). */
const SHOWN = 8;
/** The "upcoming" lists look this many days ahead. */
const HORIZON = 7;

/**
 * The dashboard home's figures over all the user's data (an OWNER: their own boats), each in SQL: today's and the
 * next week's check-ins and check-outs of live reservations (options not run out, confirmed, completed), the
 * month's occupancy per day (share of listed boats with any block that day) and the month's revenue per currency
 * (confirmed and completed stays starting in the month) with what was paid on them (voided payments count for
 * nothing).
 */
export async function homeFigures(db: DbOrTx, user: AuthUser, now = clock.now()) {
  const today = todayIn("Europe/Istanbul", now);
  const first = monthStartAfter(today, 0);
  const next = monthStartAfter(today, 1);
  const until = addDays(today, HORIZON);
  const at = now.toISOString();
  const liveOption = sql`NOT (r.status = 'option' AND r.option_expires_at <= ${at}::timestamptz)`;
  const heldBlock = sql`NOT EXISTS (SELECT 1 FROM reservations r WHERE r.id = ab.reservation_id AND r.status = 'option' AND r.option_expires_at <= ${at}::timestamptz)`;
  const scoped = scopedBoatsSql(user);

  const [moves, days, money] = await Promise.all([
    rowsOf<MoveRow>(
      db,
      sql`WITH scoped AS (${scoped}),
        live AS (
          SELECT r.id, r.code, scoped.name AS boat_name, r.customer_name, r.status::text AS status,
            r.start_date::text AS start_date, r.end_date::text AS end_date
          FROM reservations r JOIN scoped ON scoped.id = r.boat_id
          WHERE r.status IN ('option', 'confirmed', 'completed') AND ${liveOption}
            AND ((r.start_date >= ${today}::date AND r.start_date <= ${until}::date) OR (r.end_date >= ${today}::date AND r.end_date <= ${until}::date))
        ),
        tagged AS (
          SELECT 'in_today' AS list, live.*, live.start_date AS d FROM live WHERE start_date = ${today}
          UNION ALL SELECT 'out_today', live.*, live.end_date FROM live WHERE end_date = ${today}
          UNION ALL SELECT 'in_soon', live.*, live.start_date FROM live WHERE start_date > ${today} AND start_date <= ${until}
          UNION ALL SELECT 'out_soon', live.*, live.end_date FROM live WHERE end_date > ${today} AND end_date <= ${until}
        ),
        ranked AS (
          SELECT tagged.*, row_number() OVER (PARTITION BY list ORDER BY d, id) AS n, count(*) OVER (PARTITION BY list) AS total
          FROM tagged
        )
        SELECT list, total, id, code, boat_name, customer_name, status, start_date, end_date
        FROM ranked WHERE n <= ${SHOWN} ORDER BY list, n`,
    ),
    rowsOf<DayRow>(
      db,
      sql`WITH scoped AS (${scoped}),
        blocks AS (
          SELECT ab.boat_id, ab.start_date, ab.end_date FROM availability_blocks ab JOIN scoped ON scoped.id = ab.boat_id
          WHERE ab.start_date < ${next}::date AND ab.end_date > ${first}::date AND ${heldBlock}
        ),
        listed AS (SELECT scoped.id FROM scoped WHERE scoped.active OR EXISTS (SELECT 1 FROM blocks WHERE blocks.boat_id = scoped.id))
        SELECT to_char(d, 'YYYY-MM-DD') AS date,
          (SELECT count(DISTINCT blocks.boat_id) FROM blocks JOIN listed ON listed.id = blocks.boat_id
            WHERE blocks.start_date <= d::date AND blocks.end_date > d::date)::int AS occupied,
          (SELECT count(*) FROM listed)::int AS boats
        FROM generate_series(${first}::date, ${next}::date - 1, interval '1 day') AS d ORDER BY d`,
    ),
    rowsOf<MoneyRow>(
      db,
      sql`WITH scoped AS (${scoped})
        SELECT r.currency::text AS currency, sum(r.total)::bigint AS total, sum(p.paid)::bigint AS paid, count(*)::int AS count
        FROM reservations r JOIN scoped ON scoped.id = r.boat_id
        CROSS JOIN LATERAL (
          SELECT COALESCE(sum(CASE WHEN t.kind = 'refund' THEN -t.amount WHEN t.kind = 'damage_deposit' THEN 0 ELSE t.amount END), 0) AS paid
          FROM transactions t
          WHERE t.reservation_id = r.id AND t.voided_at IS NULL
        ) p
        WHERE r.status IN ('confirmed', 'completed') AND r.start_date >= ${first}::date AND r.start_date < ${next}::date
        GROUP BY r.currency ORDER BY r.currency`,
    ),
  ]);

  const list = (name: MoveRow["list"]) => {
    const rows = moves.filter((m) => m.list === name);
    return {
      count: rows.length === 0 ? 0 : Number(rows[0]!.total),
      items: rows.map((m) => ({
        id: Number(m.id),
        code: m.code,
        boat_name: m.boat_name,
        customer_name: m.customer_name,
        status: m.status,
        start_date: m.start_date,
        end_date: m.end_date,
      })),
    };
  };
  const boats = Number(days[0]?.boats ?? 0);
  const occupied = days.reduce((sum, d) => sum + Number(d.occupied), 0);
  return {
    today,
    month: today.slice(0, 7),
    check_ins_today: list("in_today"),
    check_outs_today: list("out_today"),
    upcoming_check_ins: list("in_soon"),
    upcoming_check_outs: list("out_soon"),
    occupancy: {
      boats,
      average: boats === 0 || days.length === 0 ? 0 : Math.round((occupied / (boats * days.length)) * 100),
      days: days.map((d) => ({
        date: d.date,
        occupied: Number(d.occupied),
        rate: boats === 0 ? 0 : Math.round((Number(d.occupied) / boats) * 100),
      })),
    },
    revenue: money.map((m) => ({
      currency: m.currency,
      total: Number(m.total),
      paid: Number(m.paid),
      count: Number(m.count),
    })),
  };
}
