import { and, eq, gt } from "drizzle-orm";
import { liveBlock } from "../availability/find-blocked-ranges";
import type { DbOrTx } from "../db/client";
import { availabilityBlocks, boatDates, externalClosings, reservations } from "../db/schema";
import type { FeedEvent } from "./parse-calendar";
import { clock } from "../../lib/clock";

export type ImportedDate = { id: number; uid: string; start_date: string; end_date: string; summary: string };

/** What an imported event collides with: one of our own bookings or closings, by id. */
export type Blocker = {
  kind: "reservation" | "external" | "boat_date" | "ical";
  ref_id: number;
  start_date: string;
  end_date: string;
  status?: string;
};
export type SyncConflict = FeedEvent & { blocked_by: Blocker[] };

export type SyncPlan = {
  add: FeedEvent[];
  remove: ImportedDate[];
  unchanged: ImportedDate[];
  conflicts: SyncConflict[];
};

const keyOf = (e: { uid: string; start_date: string; end_date: string }) => `${e.uid}\n${e.start_date}\n${e.end_date}`;
const overlaps = (a: { start_date: string; end_date: string }, b: { start_date: string; end_date: string }) =>
  a.start_date < b.end_date && b.start_date < a.end_date;

/**
 * Compares a feed with the boat's imported dates (source 'ical', matched by uid and days) from `today` on:
 * what to add, what vanished from the feed, and which new events collide with our reservations, closings or
 * manual dates (those are never overwritten: they are reported and skipped). Past imported dates are kept.
 */
export async function planSync(db: DbOrTx, boatId: number, feed: FeedEvent[], today: string): Promise<SyncPlan> {
  const imported = await db
    .select({
      id: boatDates.id,
      uid: boatDates.icalUid,
      start_date: boatDates.startDate,
      end_date: boatDates.endDate,
      summary: boatDates.note,
    })
    .from(boatDates)
    .where(and(eq(boatDates.boatId, boatId), eq(boatDates.source, "ical"), gt(boatDates.endDate, today)));
  const current = imported.map((d) => ({ ...d, uid: d.uid ?? "", summary: d.summary ?? "" }));

  const wanted = new Set(feed.map(keyOf));
  const have = new Map(current.map((d) => [keyOf(d), d]));
  const remove = current.filter((d) => !wanted.has(keyOf(d)));
  const unchanged = current.filter((d) => wanted.has(keyOf(d)));
  const candidates = feed.filter((e) => !have.has(keyOf(e)));
  if (candidates.length === 0) return { add: [], remove, unchanged, conflicts: [] };

  const removed = new Set(remove.map((d) => d.id));
  const blocks = await db
    .select({
      kind: availabilityBlocks.kind,
      start_date: availabilityBlocks.startDate,
      end_date: availabilityBlocks.endDate,
      reservationId: availabilityBlocks.reservationId,
      reservationStatus: reservations.status,
      externalId: availabilityBlocks.externalClosingId,
      externalStatus: externalClosings.status,
      boatDateId: availabilityBlocks.boatDateId,
      boatDateSource: boatDates.source,
    })
    .from(availabilityBlocks)
    .leftJoin(reservations, eq(reservations.id, availabilityBlocks.reservationId))
    .leftJoin(externalClosings, eq(externalClosings.id, availabilityBlocks.externalClosingId))
    .leftJoin(boatDates, eq(boatDates.id, availabilityBlocks.boatDateId))
    .where(and(eq(availabilityBlocks.boatId, boatId), gt(availabilityBlocks.endDate, today), liveBlock(clock.now())));
  const blockers: Blocker[] = blocks
    .filter((b) => b.boatDateId === null || !removed.has(b.boatDateId))
    .map((b) => {
      if (b.kind === "reservation") {
        return {
          kind: "reservation",
          ref_id: b.reservationId!,
          start_date: b.start_date,
          end_date: b.end_date,
          status: b.reservationStatus ?? undefined,
        };
      }
      if (b.kind === "external") {
        return {
          kind: "external",
          ref_id: b.externalId!,
          start_date: b.start_date,
          end_date: b.end_date,
          status: b.externalStatus ?? undefined,
        };
      }
      return {
        kind: b.boatDateSource === "ical" ? "ical" : "boat_date",
        ref_id: b.boatDateId!,
        start_date: b.start_date,
        end_date: b.end_date,
      };
    });

  const add: FeedEvent[] = [];
  const conflicts: SyncConflict[] = [];
  for (const event of candidates) {
    const blockedBy = blockers.filter((b) => overlaps(b, event));
    if (blockedBy.length > 0) conflicts.push({ ...event, blocked_by: blockedBy });
    else add.push(event);
  }
  return { add, remove, unchanged, conflicts };
}
