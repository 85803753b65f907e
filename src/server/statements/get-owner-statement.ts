import "server-only";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { AuthUser } from "../auth/current-user";
import type { DbOrTx } from "../db/client";
import { boats, reservations, users } from "../db/schema";
import { resolveStatementOwner } from "./resolve-statement-owner";
import type { Statement } from "./schemas";

/** The statuses a statement settles: the stay is firm. Options, cancellations and expiries are left out. */
const SETTLED = ["confirmed", "completed"] as const;

/**
 * The statement of one owner for one month (`YYYY-MM`): the confirmed or completed reservations of the
 * owner's boats whose check-in falls in the month, each with its gross (the reservation total), the
 * commission percent frozen on it (boat's, else owner's, else 0 at confirmation; see migration 0024), the
 * commission (rounded half away from zero to a minor unit), the net payable and what has been paid; and the
 * totals per currency (never converted). Every figure is computed by PostgreSQL.
 */
export async function getOwnerStatement(
  db: DbOrTx,
  user: AuthUser,
  query: { owner_id?: number; month: string },
): Promise<Statement> {
  const owner = await resolveStatementOwner(db, user, query.owner_id);
  const monthStart = `${query.month}-01`;
  const rate = sql<string>`coalesce(${reservations.commissionPercent}, ${boats.commissionPercent}, ${users.commissionPercent}, 0)`;
  const commission = sql`round(${reservations.total} * ${rate} / 100)::bigint`;
  // Payments minus refunds; a voided row and a kept damage deposit (not the charter's money) count for nothing.
  const paid = sql`coalesce((
      SELECT sum(CASE WHEN t.kind = 'refund' THEN -t.amount WHEN t.kind = 'damage_deposit' THEN 0 ELSE t.amount END)
        FROM transactions t
       WHERE t.reservation_id = ${reservations.id} AND t.voided_at IS NULL
    ), 0)::bigint`;
  const lines = db
    .select({
      id: sql<number>`${reservations.id}`.as("id"),
      code: sql<string>`${reservations.code}`.as("code"),
      boatName: sql<string>`${boats.name}`.as("boat_name"),
      startDate: sql<string>`${reservations.startDate}::text`.as("start_date"),
      endDate: sql<string>`${reservations.endDate}::text`.as("end_date"),
      guests: sql<number>`${reservations.guests}`.as("guests"),
      status: sql<(typeof SETTLED)[number]>`${reservations.status}`.as("status"),
      currency: sql<Statement["totals"][number]["currency"]>`${reservations.currency}`.as("currency"),
      gross: sql<number>`${reservations.total}`.mapWith(Number).as("gross"),
      paid: sql<number>`${paid}`.mapWith(Number).as("paid"),
      rate: sql<string>`(${rate})::numeric(5,2)::text`.as("rate"),
      commission: sql<number>`${commission}`.mapWith(Number).as("commission"),
      net: sql<number>`${reservations.total} - ${commission}`.mapWith(Number).as("net"),
    })
    .from(reservations)
    .innerJoin(boats, eq(boats.id, reservations.boatId))
    .innerJoin(users, eq(users.id, boats.ownerId))
    .where(
      and(
        eq(boats.ownerId, owner.id),
        inArray(reservations.status, [...SETTLED]),
        sql`${reservations.startDate} >= ${monthStart}::date`,
        sql`${reservations.startDate} < (${monthStart}::date + interval '1 month')`,
      ),
    )
    .as("lines");

  const rows = await db.select().from(lines).orderBy(asc(lines.startDate), asc(lines.code));
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

  return {
    owner,
    month: query.month,
    lines: rows.map((r) => ({
      code: r.code,
      boat_name: r.boatName,
      start_date: r.startDate,
      end_date: r.endDate,
      guests: Number(r.guests),
      status: r.status,
      currency: r.currency,
      gross: Number(r.gross),
      paid: Number(r.paid),
      commission_percent: r.rate,
      commission: Number(r.commission),
      net: Number(r.net),
    })),
    totals: totals.map((t) => ({ ...t, count: Number(t.count) })),
  };
}
