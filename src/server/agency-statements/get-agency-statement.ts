import "server-only";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { agencies, boats, reservations } from "../db/schema";
import { notFound } from "../domain-errors";
import type { AgencyStatement } from "./schemas";

/** The statuses a statement settles: the booking is firm. Options, cancellations and expiries are left out. */
const SETTLED = ["confirmed", "completed"] as const;

/**
 * The commission statement of one agency for one month (`YYYY-MM`): its confirmed or completed bookings whose
 * check-in falls in the month, each with the gross (the reservation total), the commission frozen on it when it
 * was booked (basis points and amount), the net the agency owes, what has been paid on it and what is open;
 * totals per currency (never converted). Every figure is computed by PostgreSQL.
 */
export async function getAgencyStatement(db: DbOrTx, agencyId: number, month: string): Promise<AgencyStatement> {
  const [agency] = await db
    .select({ id: agencies.id, name: agencies.name })
    .from(agencies)
    .where(eq(agencies.id, agencyId))
    .limit(1);
  if (!agency) throw notFound("agencies.not_found");
  const monthStart = `${month}-01`;
  const commission = sql`coalesce(${reservations.agencyCommission}, 0)::bigint`;
  // Payments minus refunds; a voided row counts for nothing.
  const paid = sql`coalesce((
      SELECT sum(CASE WHEN t.kind = 'refund' THEN -t.amount ELSE t.amount END)
        FROM transactions t
       WHERE t.reservation_id = ${reservations.id} AND t.voided_at IS NULL
    ), 0)::bigint`;
  const lines = db
    .select({
      code: sql<string>`${reservations.code}`.as("code"),
      partnerReference: sql<string | null>`${reservations.partnerReference}`.as("partner_reference"),
      boatName: sql<string>`${boats.name}`.as("boat_name"),
      startDate: sql<string>`${reservations.startDate}::text`.as("start_date"),
      endDate: sql<string>`${reservations.endDate}::text`.as("end_date"),
      status: sql<(typeof SETTLED)[number]>`${reservations.status}`.as("status"),
      currency: sql<AgencyStatement["totals"][number]["currency"]>`${reservations.currency}`.as("currency"),
      gross: sql<number>`${reservations.total}`.mapWith(Number).as("gross"),
      rate: sql<string>`(coalesce(${reservations.agencyCommissionBps}, 0) / 100.0)::numeric(5,2)::text`.as("rate"),
      commission: sql<number>`${commission}`.mapWith(Number).as("commission"),
      net: sql<number>`${reservations.total} - ${commission}`.mapWith(Number).as("net"),
      paid: sql<number>`${paid}`.mapWith(Number).as("paid"),
    })
    .from(reservations)
    .innerJoin(boats, eq(boats.id, reservations.boatId))
    .where(
      and(
        eq(reservations.agencyId, agency.id),
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
      commission: sql<number>`sum(${lines.commission})::bigint`.mapWith(Number),
      net: sql<number>`sum(${lines.net})::bigint`.mapWith(Number),
      paid: sql<number>`sum(${lines.paid})::bigint`.mapWith(Number),
    })
    .from(lines)
    .groupBy(lines.currency)
    .orderBy(asc(lines.currency));

  return {
    agency,
    month,
    lines: rows.map((r) => ({
      code: r.code,
      partner_reference: r.partnerReference,
      boat_name: r.boatName,
      start_date: r.startDate,
      end_date: r.endDate,
      status: r.status,
      currency: r.currency,
      gross: Number(r.gross),
      commission_percent: r.rate,
      commission: Number(r.commission),
      net: Number(r.net),
      paid: Number(r.paid),
      open: Number(r.net) - Number(r.paid),
    })),
    totals: totals.map((t) => ({ ...t, count: Number(t.count), open: Number(t.net) - Number(t.paid) })),
  };
}
