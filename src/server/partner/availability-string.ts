import "server-only";
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { diffDays } from "../../lib/dates";
import type { DbOrTx } from "../db/client";
import { prepared } from "../db/prepared";
import { availabilityBlocks, boats, reservations } from "../db/schema";
import { notFound } from "../domain-errors";

/** The characters of the availability string. */
export const DAY_CODES = { free: "0", booked: "1", option: "2", closed: "3" } as const;

/**
 * The bookable boat and its blocks overlapping the year, in one prepared statement (partners poll it for whole
 * fleets): no row → the boat is unknown or not bookable; a row without a code → no block (or a lapsed option).
 */
function yearBlocks(db: DbOrTx) {
  return prepared(db, "partner_year_blocks", (d) =>
    d
      .select({
        start: availabilityBlocks.startDate,
        end: availabilityBlocks.endDate,
        // null: no block, or an option past its expiry (free even before the expiry job has run).
        code: sql<string | null>`CASE WHEN ${availabilityBlocks.id} IS NULL THEN NULL
          WHEN ${availabilityBlocks.kind} <> 'reservation' THEN '3'
          WHEN ${reservations.status} <> 'option' THEN '1'
          WHEN ${reservations.optionExpiresAt} IS NULL OR ${reservations.optionExpiresAt} > ${sql.placeholder("now")}::timestamptz THEN '2'
          ELSE NULL END`,
      })
      .from(boats)
      .leftJoin(
        availabilityBlocks,
        and(
          eq(availabilityBlocks.boatId, boats.id),
          lt(availabilityBlocks.startDate, sql.placeholder("to")),
          gt(availabilityBlocks.endDate, sql.placeholder("from")),
        ),
      )
      .leftJoin(reservations, eq(reservations.id, availabilityBlocks.reservationId))
      .where(
        and(
          eq(boats.id, sql.placeholder("boatId")),
          eq(boats.active, true),
          eq(boats.forRent, true),
          isNull(boats.archivedAt),
        ),
      )
      .prepare("partner_year_blocks"),
  );
}

/**
 * A bookable boat's year as one character a day from 1 January (365 or 366): 0 free, 1 booked (a confirmed or
 * completed reservation), 2 under a live option, 3 closed (a staff closing, an iCal import, a boat date). A block
 * covers [start, end): the day it ends is free for the next start.
 */
export async function availabilityString(db: DbOrTx, boatId: number, year: number, now: Date) {
  const from = `${year}-01-01`;
  const to = `${year + 1}-01-01`;
  const rows = await yearBlocks(db).execute({ boatId, from, to, now: now.toISOString() });
  if (rows.length === 0) throw notFound("partner.boat_not_found");
  const days = diffDays(from, to);
  const chars: string[] = Array.from({ length: days }, () => DAY_CODES.free);
  for (const block of rows) {
    if (!block.start || !block.end || !block.code) continue;
    const first = Math.max(0, diffDays(from, block.start));
    const last = Math.min(days, diffDays(from, block.end));
    for (let i = first; i < last; i++) chars[i] = block.code;
  }
  return { boat_id: boatId, year, days: chars.join("") };
}
