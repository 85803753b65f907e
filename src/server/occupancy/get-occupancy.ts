import { and, asc, eq, gt, isNotNull, lt, or, sql } from "drizzle-orm";
import { eachDay } from "../../lib/dates";
import type { AuthUser } from "../auth/current-user";
import { boatScope } from "../auth/scope";
import type { Db } from "../db/client";
import { availabilityBlocks, boatDates, boats, externalClosings, reservations } from "../db/schema";
import type { OccupiedDay } from "./schemas";
import { clock } from "../../lib/clock";

type BlockRow = {
  kind: "reservation" | "external" | "boat_date" | null;
  startDate: string | null;
  endDate: string | null;
  reservationId: number | null;
  reservationStatus: string | null;
  reservationCode: string | null;
  customerName: string | null;
  externalId: number | null;
  externalStatus: string | null;
  externalTitle: string | null;
  boatDateId: number | null;
  boatDateSource: "manual" | "ical" | null;
  boatDateNote: string | null;
};

function describeBlock(row: BlockRow): Omit<OccupiedDay, "date"> | null {
  if (row.kind === "reservation" && row.reservationId !== null) {
    return {
      kind: "reservation",
      ref_id: row.reservationId,
      status: row.reservationStatus ?? undefined,
      label: `${row.reservationCode} – ${row.customerName}`,
    };
  }
  if (row.kind === "external" && row.externalId !== null) {
    return {
      kind: "external",
      ref_id: row.externalId,
      status: row.externalStatus ?? undefined,
      label: row.externalTitle ?? "",
    };
  }
  if (row.kind === "boat_date" && row.boatDateId !== null) {
    const ical = row.boatDateSource === "ical";
    return {
      kind: ical ? "ical" : "boat_date",
      ref_id: row.boatDateId,
      label: row.boatDateNote || (ical ? "iCal takvimi" : "Kapalı"),
    };
  }
  return null;
}

/**
 * The month's occupancy per boat and day, from the availability blocks joined to what owns them, in one
 * query. Lists the user's boats (active ones, and any other with a block that month); an OWNER sees only
 * their own. Options whose time ran out are left out, as on the public calendar.
 */
export async function getOccupancy(
  db: Db,
  user: AuthUser,
  query: { month: string; boat_id?: number },
  now = clock.now(),
) {
  const first = `${query.month}-01`;
  const [y, m] = query.month.split("-").map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, "0")}-01`;
  const days = eachDay(first, next);

  const rows = await db
    .select({
      boatId: boats.id,
      boatName: boats.name,
      kind: availabilityBlocks.kind,
      startDate: availabilityBlocks.startDate,
      endDate: availabilityBlocks.endDate,
      reservationId: reservations.id,
      reservationStatus: reservations.status,
      reservationCode: reservations.code,
      customerName: reservations.customerName,
      externalId: externalClosings.id,
      externalStatus: externalClosings.status,
      externalTitle: externalClosings.title,
      boatDateId: boatDates.id,
      boatDateSource: boatDates.source,
      boatDateNote: boatDates.note,
    })
    .from(boats)
    .leftJoin(
      availabilityBlocks,
      and(
        eq(availabilityBlocks.boatId, boats.id),
        lt(availabilityBlocks.startDate, next),
        gt(availabilityBlocks.endDate, first),
        sql`NOT EXISTS (SELECT 1 FROM ${reservations} r WHERE r.id = ${availabilityBlocks.reservationId} AND r.status = 'option' AND r.option_expires_at <= ${now.toISOString()}::timestamptz)`,
      ),
    )
    .leftJoin(reservations, eq(reservations.id, availabilityBlocks.reservationId))
    .leftJoin(externalClosings, eq(externalClosings.id, availabilityBlocks.externalClosingId))
    .leftJoin(boatDates, eq(boatDates.id, availabilityBlocks.boatDateId))
    .where(
      and(
        boatScope(user),
        query.boat_id ? eq(boats.id, query.boat_id) : undefined,
        or(eq(boats.active, true), isNotNull(availabilityBlocks.id)),
      ),
    )
    .orderBy(asc(boats.sortOrder), asc(boats.name), asc(boats.id), asc(availabilityBlocks.startDate));

  const byBoat = new Map<number, { id: number; name: string; days: OccupiedDay[] }>();
  for (const row of rows) {
    let boat = byBoat.get(row.boatId);
    if (!boat) {
      boat = { id: row.boatId, name: row.boatName, days: [] };
      byBoat.set(row.boatId, boat);
    }
    const what = describeBlock(row);
    if (!what || !row.startDate || !row.endDate) continue;
    const from = row.startDate < first ? first : row.startDate;
    // biome-ignore lint/complexity/useMathMinMax: ISO date strings compare as text, Math.min would make them numbers
    const to = row.endDate > next ? next : row.endDate;
    for (const date of eachDay(from, to)) boat.days.push({ date, ...what });
  }
  return { month: query.month, days, boats: [...byBoat.values()] };
}
