import "server-only";
import { type SQL, sql } from "drizzle-orm";
import { reservations } from "../../db/schema";
import { paidOf } from "../../reservations/reservation-columns";

/**
 * The reservations whose balance `paymentPlan` calls `overdue`, as a where-clause for lists and counts (with a join,
 * so that drizzle names the columns with their table, as `paidOf`'s subquery needs): confirmed or completed, a balance (total above the deposit) still open, and its due day
 * (`balanceDueDate`: `balance_due_days` before the start, never before the booking day) before `today`. An option
 * is left out: its deposit is what is open, and it runs out by itself. tests/api/payment-plan.test.ts checks that
 * this and `paymentPlan` agree.
 */
export function balanceOverdue(today: string, balanceDueDays: number): SQL {
  return sql`(${reservations.status} IN ('confirmed', 'completed')
    AND ${reservations.total} > ${reservations.deposit}
    AND ${paidOf} < ${reservations.total}
    AND ${reservations.startDate} - ${balanceDueDays}::integer < ${today}::date
    AND (${reservations.createdAt} AT TIME ZONE 'Europe/Istanbul')::date < ${today}::date)`;
}
