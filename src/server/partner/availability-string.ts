import "server-only";
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { diffDays } from "../../lib/dates";
import { liveBlock } from "../availability/find-blocked-ranges";
import type { DbOrTx } from "../db/client";
import { availabilityBlocks, boats, reservations } from "../db/schema";
import { notFound } from "../domain-errors";

/** The characters of the availability string. */
export const DAY_CODES = { free: "0", booked: "1", option: "2", closed: "3" } as const;

/**
 * A bookable boat's year as one character a day from 1 January (365 or 366): 0 free, 1 booked (a confirmed or
 * completed reservation), 2 under a live option, 3 closed (a staff closing, an iCal import, a boat date). A block
 * covers [start, end): the day it ends is free for the next start. One index read of the year's blocks.
 */
export async function availabilityString(db: DbOrTx, boatId: number, year: number, now: Date) {
  const from = `${year}-01-01`;
  const to = `${year + 1}-01-01`;
  const [boat] = await db
    .select({ id: boats.id })
    .from(boats)
    .where(and(eq(boats.id, boatId), eq(boats.active, true), eq(boats.forRent, true), isNull(boats.archivedAt)))
    .limit(1);
  if (!boat) throw notFound("partner.boat_not_found");
  const blocks = await db
    .select({
      start: availabilityBlocks.startDate,
      end: availabilityBlocks.endDate,
      code: sql<string>`CASE WHEN ${availabilityBlocks.kind} <> 'reservation' THEN '3' WHEN ${reservations.status} = 'option' THEN '2' ELSE '1' END`,
    })
    .from(availabilityBlocks)
    .leftJoin(reservations, eq(reservations.id, availabilityBlocks.reservationId))
    .where(
      and(
        eq(availabilityBlocks.boatId, boatId),
        lt(availabilityBlocks.startDate, to),
        gt(availabilityBlocks.endDate, from),
        liveBlock(now),
      ),
    );
  const days = diffDays(from, to);
  const chars: string[] = Array.from({ length: days }, () => DAY_CODES.free);
  for (const block of blocks) {
    const first = Math.max(0, diffDays(from, block.start));
    const last = Math.min(days, diffDays(from, block.end));
    for (let i = first; i < last; i++) chars[i] = block.code;
  }
  return { boat_id: boatId, year, days: chars.join("") };
}
