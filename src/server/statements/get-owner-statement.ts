import "server-only";
import { eq, sql } from "drizzle-orm";
import type { AuthUser } from "../auth/current-user";
import type { DbOrTx } from "../db/client";
import { boats, reservations, users } from "../db/schema";
import { readMonthStatement, settledOwner } from "./month-statement-lines";
import { resolveStatementOwner } from "./resolve-statement-owner";
import type { Statement } from "./schemas";

/**
 * The statement of one owner for one month (`YYYY-MM`): the confirmed or completed reservations settled with the
 * owner (their boat when the stay became firm: a boat sold since stays on the seller's statements) whose check-in
 * falls in the month, each with its gross (the reservation total), the
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
  const rate = sql`coalesce(${reservations.commissionPercent}, ${boats.commissionPercent}, ${users.commissionPercent}, 0)`;
  const { rows, totals } = await readMonthStatement(db, {
    month: query.month,
    of: eq(settledOwner, owner.id),
    rate,
    commission: sql`round(${reservations.total} * ${rate} / 100)::bigint`,
    extra: { guests: sql<number>`${reservations.guests}`.as("guests") },
  });
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
    totals,
  };
}
