import "server-only";
import { and, asc, between, eq, gt, inArray, isNull, ne, or } from "drizzle-orm";
import { clock } from "../../lib/clock";
import { addDays, todayIn } from "../../lib/dates";
import { isoWeekOf, isoWeekStart } from "../../lib/iso-weeks";
import type { AuthUser } from "../auth/current-user";
import { boatScope } from "../auth/scope";
import type { DbOrTx } from "../db/client";
import { boats, reservations } from "../db/schema";
import { paidOf } from "../reservations/reservation-columns";
import { STATUS_LABELS } from "../reservations/status";
import { extrasDueAtBase } from "./departure-extras";
import { departureInspections } from "./departure-inspections";
import { passengerListStatus } from "../passengers/passenger-list-status";
import type { DepartureRow, DeparturesQuery } from "./schemas";

/** The days a query covers: one day, or the Monday to Sunday of an ISO week; neither: today in Türkiye. */
function rangeOf(query: DeparturesQuery, today: string) {
  if (query.week !== undefined) {
    const from = isoWeekStart(query.week) as string;
    return { view: "week" as const, from, to: addDays(from, 6), week: query.week };
  }
  const day = query.day ?? today;
  return { view: "day" as const, from: day, to: day, week: isoWeekOf(day) };
}

/**
 * Departures (check-ins) and returns (check-outs) of the user's boats (an OWNER: only their own) on a day or in a
 * week, Istanbul days by the app's clock. Only stays that go ahead: confirmed, completed and options still running
 * (decision 0031); cancelled and expired ones, and options whose time ran out, are left out. A stay that starts and
 * ends in the same week gives two rows. One query for the rows, one each for the extras at base, the passenger lists
 * and the check-in/check-out inspections.
 */
export async function listDepartures(db: DbOrTx, user: AuthUser, query: DeparturesQuery, now = clock.now()) {
  const today = todayIn("Europe/Istanbul", now);
  const range = rangeOf(query, today);

  const found = await db
    .select({
      id: reservations.id,
      code: reservations.code,
      status: reservations.status,
      boatId: boats.id,
      boatName: boats.name,
      checkInTime: boats.checkInTime,
      checkOutTime: boats.checkOutTime,
      customerName: reservations.customerName,
      customerPhone: reservations.customerPhone,
      guests: reservations.guests,
      startDate: reservations.startDate,
      endDate: reservations.endDate,
      currency: reservations.currency,
      total: reservations.total,
      paid: paidOf,
    })
    .from(reservations)
    .innerJoin(boats, eq(boats.id, reservations.boatId))
    .where(
      and(
        boatScope(user),
        inArray(reservations.status, ["option", "confirmed", "completed"]),
        or(
          ne(reservations.status, "option"),
          isNull(reservations.optionExpiresAt),
          gt(reservations.optionExpiresAt, now),
        ),
        or(between(reservations.startDate, range.from, range.to), between(reservations.endDate, range.from, range.to)),
      ),
    )
    .orderBy(asc(reservations.id));

  const ids = found.map((r) => r.id);
  const [extras, passengers, inspected] = await Promise.all([
    extrasDueAtBase(db, ids),
    passengerListStatus(db, ids),
    departureInspections(db, ids),
  ]);

  const rows: DepartureRow[] = [];
  for (const r of found) {
    const paid = Number(r.paid);
    const common = {
      id: r.id,
      code: r.code,
      status: r.status,
      status_label: STATUS_LABELS[r.status],
      boat: { id: r.boatId, name: r.boatName },
      customer_name: r.customerName,
      customer_phone: r.customerPhone,
      guests: r.guests,
      start_date: r.startDate,
      end_date: r.endDate,
      currency: r.currency,
      total: r.total,
      paid,
      balance_due: r.total - paid,
      extras_due_at_base: extras.get(r.id) ?? 0,
      passenger_list: passengers.get(r.id) ?? null,
      checked_in_at: inspected.get(r.id)?.checked_in_at ?? null,
      checked_out_at: inspected.get(r.id)?.checked_out_at ?? null,
    };
    if (r.startDate >= range.from && r.startDate <= range.to)
      rows.push({ movement: "check_in", date: r.startDate, time: r.checkInTime, ...common });
    if (r.endDate >= range.from && r.endDate <= range.to)
      rows.push({ movement: "check_out", date: r.endDate, time: r.checkOutTime, ...common });
  }
  rows.sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      a.time.localeCompare(b.time) ||
      a.boat.name.localeCompare(b.boat.name, "tr") ||
      a.id - b.id,
  );
  return { ...range, today, rows };
}
