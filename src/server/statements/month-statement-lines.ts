import "server-only";
import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Currency } from "../../lib/money";
import type { DbOrTx } from "../db/client";
import { boats, reservations, users } from "../db/schema";

/** The statuses a statement settles: the stay is firm. Options, cancellations and expiries are left out. */
const SETTLED = ["confirmed", "completed"] as const;

// Payments minus refunds; a voided row and a kept damage deposit (not the charter's money) count for nothing.
const paid = sql`coalesce((
    SELECT sum(CASE WHEN t.kind = 'refund' THEN -t.amount WHEN t.kind = 'damage_deposit' THEN 0 ELSE t.amount END)
      FROM transactions t
     WHERE t.reservation_id = ${reservations.id} AND t.voided_at IS NULL
  ), 0)::bigint`;

/** The owner a stay is settled with: the one frozen on it when it became firm, else (confirmed before that was kept) the boat's. */
export const settledOwner = sql`coalesce(${reservations.ownerId}, ${boats.ownerId})`;

type MonthStatementQuery<E> = {
  /** `YYYY-MM`: the reservations checking in that month. */
  month: string;
  /** Whose statement: a condition on the reservation, its boat or its owner (`users`, see `settledOwner`). */
  of: SQL;
  /** The commission percent (a numeric expression) and the commission in minor units. */
  rate: SQL;
  commission: SQL;
  /** Columns a line has besides the common ones (aliased SQL over the same tables). */
  extra: E;
};

/**
 * The lines and totals of a month's statement (an owner's, an agency's): the firm (confirmed or completed)
 * reservations checking in that month, each with its stay, gross (the reservation total), what has been paid,
 * the commission percent and amount, and the net; totals per currency, never converted. Lines are ordered by
 * check-in, then code. Every figure is computed by PostgreSQL.
 */
export async function readMonthStatement<E extends Record<string, SQL.Aliased>>(
  db: DbOrTx,
  { month, of, rate, commission, extra }: MonthStatementQuery<E>,
) {
  const monthStart = `${month}-01`;
  const columns = {
    code: sql<string>`${reservations.code}`.as("code"),
    boatName: sql<string>`${boats.name}`.as("boat_name"),
    startDate: sql<string>`${reservations.startDate}::text`.as("start_date"),
    endDate: sql<string>`${reservations.endDate}::text`.as("end_date"),
    status: sql<(typeof SETTLED)[number]>`${reservations.status}`.as("status"),
    currency: sql<Currency>`${reservations.currency}`.as("currency"),
    gross: sql<number>`${reservations.total}`.mapWith(Number).as("gross"),
    paid: sql<number>`${paid}`.mapWith(Number).as("paid"),
    rate: sql<string>`(${rate})::numeric(5,2)::text`.as("rate"),
    commission: sql<number>`${commission}`.mapWith(Number).as("commission"),
    net: sql<number>`${reservations.total} - ${commission}`.mapWith(Number).as("net"),
  };
  // Typed by the common columns, so the queries below read them; `extra` comes along in every row.
  const lines = db
    .select({ ...columns, ...extra } as typeof columns)
    .from(reservations)
    .innerJoin(boats, eq(boats.id, reservations.boatId))
    .innerJoin(users, eq(users.id, settledOwner))
    .where(
      and(
        of,
        inArray(reservations.status, [...SETTLED]),
        sql`${reservations.startDate} >= ${monthStart}::date`,
        sql`${reservations.startDate} < (${monthStart}::date + interval '1 month')`,
      ),
    )
    .as("lines");

  type Line = Awaited<ReturnType<typeof ordered>>[number] & {
    [K in keyof E]: E[K] extends SQL.Aliased<infer T> ? T : never;
  };
  const ordered = () => db.select().from(lines).orderBy(asc(lines.startDate), asc(lines.code));
  const rows = (await ordered()) as Line[];
  const totals = await db
    .select({
      currency: lines.currency,
      count: sql<number>`count(*)::int`.mapWith(Number),
      gross: sql<number>`sum(${lines.gross})::bigint`.mapWith(Number),
      paid: sql<number>`sum(${lines.paid})::bigint`.mapWith(Number),
      commission: sql<number>`sum(${lines.commission})::bigint`.mapWith(Number),
      net: sql<number>`sum(${lines.net})::bigint`.mapWith(Number),
    })
    .from(lines)
    .groupBy(lines.currency)
    .orderBy(asc(lines.currency));
  return { rows, totals: totals.map((t) => ({ ...t, count: Number(t.count) })) };
}
