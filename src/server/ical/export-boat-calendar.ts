import "server-only";
import { and, asc, eq, gt } from "drizzle-orm";
import ical from "ical-generator";
import { addDays, todayIn } from "../../lib/dates";
import { notFound } from "../domain-errors";
import { liveBlock } from "../availability/find-blocked-ranges";
import type { Db } from "../db/client";
import { availabilityBlocks, boats, reservations } from "../db/schema";
import { opaqueId } from "../http/opaque-id";
import { BOAT_TIME_ZONE } from "./parse-calendar";
import { clock } from "../../lib/clock";

const SUMMARY = { reservation: "Dolu", external: "Kapalı", boat_date: "Kapalı" } as const;

/**
 * The public feed of a boat: every blocked range (holding reservations, closings, boat dates, imported
 * dates) from a year back on, as all-day events (DTSTART;VALUE=DATE, exclusive DTEND) without a time zone
 * and without any personal data. Cancelled and expired reservations hold no block, so they are absent.
 * Event UIDs are opaque (keyed hash of what holds the days): stable from one export to the next, so
 * calendar apps update events instead of duplicating them, yet they reveal no reservation id or count.
 */
export async function exportBoatCalendar(db: Db, slug: string, host: string, secret: Uint8Array) {
  const [boat] = await db
    .select({ id: boats.id, name: boats.name })
    .from(boats)
    .where(and(eq(boats.slug, slug), eq(boats.active, true)))
    .limit(1);
  if (!boat) throw notFound("booking.boat_not_found");
  const since = addDays(todayIn(BOAT_TIME_ZONE), -365);
  const blocks = await db
    .select({
      id: availabilityBlocks.id,
      kind: availabilityBlocks.kind,
      startDate: availabilityBlocks.startDate,
      endDate: availabilityBlocks.endDate,
      reservationId: availabilityBlocks.reservationId,
      externalClosingId: availabilityBlocks.externalClosingId,
      boatDateId: availabilityBlocks.boatDateId,
    })
    .from(availabilityBlocks)
    .leftJoin(reservations, eq(reservations.id, availabilityBlocks.reservationId))
    .where(and(eq(availabilityBlocks.boatId, boat.id), gt(availabilityBlocks.endDate, since), liveBlock(clock.now())))
    .orderBy(asc(availabilityBlocks.startDate));

  const calendar = ical({
    name: `${boat.name} – Liman`,
    prodId: { company: "Liman", product: "boat-calendar", language: "TR" },
  });
  for (const block of blocks) {
    const owner =
      block.kind === "reservation"
        ? `reservation-${block.reservationId}`
        : block.kind === "external"
          ? `external-${block.externalClosingId}`
          : `date-${block.boatDateId}`;
    calendar.createEvent({
      id: `${opaqueId(secret, "ical-event", owner)}@${host}`,
      // Plain day strings with allDay and no time zone: written as DTSTART;VALUE=DATE, never shifted.
      start: block.startDate,
      end: block.endDate,
      allDay: true,
      summary: SUMMARY[block.kind],
    });
  }
  return calendar.toString();
}
