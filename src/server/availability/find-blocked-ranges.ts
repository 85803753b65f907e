import "server-only";
import { and, eq, gt, lt, type Placeholder, type SQL, sql } from "drizzle-orm";
import { conflict, type Message } from "../domain-errors";
import type { DbOrTx } from "../db/client";
import { prepared } from "../db/prepared";
import { availabilityBlocks, reservations } from "../db/schema";
import { type DayRange, mergeRanges } from "./merge-ranges";
import { clock } from "../../lib/clock";

/**
 * A block that still holds its days. An option whose expiry has passed no longer does, even before the
 * expiry job has run (a booking of those days expires it first, so the database agrees).
 */
export function liveBlock(now: Date): SQL {
  return liveBlockAt(now.toISOString());
}

/** `liveBlock` at an ISO instant, or at a placeholder of a prepared statement. */
function liveBlockAt(now: string | Placeholder): SQL {
  return sql`(${reservations.id} IS NULL OR ${reservations.status} <> 'option' OR ${reservations.optionExpiresAt} IS NULL OR ${reservations.optionExpiresAt} > ${now}::timestamptz)`;
}

/** The boat's blocked ranges that overlap [from, to), merged, without any personal data. */
export async function findBlockedRanges(
  db: DbOrTx,
  boatId: number,
  from: string,
  to: string,
  now = clock.now(),
): Promise<DayRange[]> {
  const rows = await prepared(db, "blocked_ranges", (d) =>
    d
      .select({ start_date: availabilityBlocks.startDate, end_date: availabilityBlocks.endDate })
      .from(availabilityBlocks)
      .leftJoin(reservations, eq(reservations.id, availabilityBlocks.reservationId))
      .where(
        and(
          eq(availabilityBlocks.boatId, sql.placeholder("boatId")),
          lt(availabilityBlocks.startDate, sql.placeholder("to")),
          gt(availabilityBlocks.endDate, sql.placeholder("from")),
          liveBlockAt(sql.placeholder("now")),
        ),
      )
      .prepare("blocked_ranges"),
  ).execute({ boatId, from, to, now: now.toISOString() });
  return mergeRanges(rows);
}

/** 409 with `message` when any day of [start, end) is blocked. The exclusion constraint stays the real guard. */
export async function assertDatesFree(
  db: DbOrTx,
  boatId: number,
  range: { startDate: string; endDate: string },
  message: Message,
): Promise<void> {
  const blocked = await findBlockedRanges(db, boatId, range.startDate, range.endDate);
  if (blocked.length > 0) throw conflict(message, "DATES_UNAVAILABLE");
}
