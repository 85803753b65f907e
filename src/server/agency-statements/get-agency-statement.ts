import "server-only";
import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { agencies, reservations } from "../db/schema";
import { notFound } from "../domain-errors";
import { readMonthStatement } from "../statements/month-statement-lines";
import type { AgencyStatement } from "./schemas";

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
  const { rows, totals } = await readMonthStatement(db, {
    month,
    of: eq(reservations.agencyId, agency.id),
    rate: sql`coalesce(${reservations.agencyCommissionBps}, 0) / 100.0`,
    commission: sql`coalesce(${reservations.agencyCommission}, 0)::bigint`,
    extra: {
      partnerReference: sql<string | null>`${reservations.partnerReference}`.as("partner_reference"),
    },
  });
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
    totals: totals.map((t) => ({ ...t, open: t.net - t.paid })),
  };
}
