import "server-only";
import { and, asc, between, eq, gt, isNull, ne, or, sql } from "drizzle-orm";
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
import type { DepartureRow, DeparturesList, DeparturesQuery } from "./schemas";

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
 * ends in the same week gives two rows. The rows are made, ordered (day, time, boat name in the database's
 * collation, id) and paged in one query (`skip`/`take`; without `take` every row, for the PDF), which finds the
 * stays through the partial indexes on start_date and end_date (migration 0044); then one query each for the page's
 * extras at base, passenger lists and check-in/check-out inspections.
 */
export async function listDepartures(
  db: DbOrTx,
  user: AuthUser,
  query: DeparturesQuery,
  now = clock.now(),
): Promise<DeparturesList> {
  const today = todayIn("Europe/Istanbul", now);
  const range = rangeOf(query, today);
  const skip = query.skip ?? 0;

  // Each stay gives its check-in and its check-out; only those on the days shown are kept.
  const movement = sql`LATERAL (VALUES ('check_in', ${reservations.startDate}, ${boats.checkInTime}), ('check_out', ${reservations.endDate}, ${boats.checkOutTime})) AS m(movement, day, time)`;
  const moveDay = sql<string>`m.day::text`;
  const rowsQuery = db
    .select({
      movement: sql<DepartureRow["movement"]>`m.movement`,
      date: moveDay,
      time: sql<string>`m.time`,
      id: reservations.id,
      code: reservations.code,
      status: reservations.status,
      boatId: boats.id,
      boatName: boats.name,
      customerName: reservations.customerName,
      customerPhone: reservations.customerPhone,
      guests: reservations.guests,
      startDate: reservations.startDate,
      endDate: reservations.endDate,
      currency: reservations.currency,
      total: reservations.total,
      paid: paidOf,
      count: sql<string>`count(*) OVER ()`,
    })
    .from(reservations)
    .innerJoin(boats, eq(boats.id, reservations.boatId))
    .crossJoin(movement)
    .where(
      and(
        boatScope(user),
        // Written as the partial indexes' predicate, so PostgreSQL can use them.
        sql`${reservations.status} IN ('option', 'confirmed', 'completed')`,
        or(
          ne(reservations.status, "option"),
          isNull(reservations.optionExpiresAt),
          gt(reservations.optionExpiresAt, now),
        ),
        or(between(reservations.startDate, range.from, range.to), between(reservations.endDate, range.from, range.to)),
        sql`m.day BETWEEN ${range.from}::date AND ${range.to}::date`,
      ),
    )
    .orderBy(sql`m.day`, sql`m.time`, asc(boats.name), asc(reservations.id), sql`m.movement`)
    .offset(skip);
  const found = query.take === undefined ? await rowsQuery : await rowsQuery.limit(query.take);
  // count(*) OVER () is the whole list's size; a page past the end has no row to carry it.
  const total: number = found[0]
    ? Number(found[0].count)
    : skip > 0
      ? (await listDepartures(db, user, { ...query, skip: 0, take: 1 }, now)).total
      : 0;

  const ids = [...new Set(found.map((r) => r.id))];
  const [extras, passengers, inspected] = await Promise.all([
    extrasDueAtBase(db, ids),
    passengerListStatus(db, ids),
    departureInspections(db, ids),
  ]);

  const rows: DepartureRow[] = found.map((r) => {
    const paid = Number(r.paid);
    return {
      movement: r.movement,
      date: r.date,
      time: r.time,
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
  });
  return { ...range, today, rows, total, skip, take: query.take ?? total };
}
