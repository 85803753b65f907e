import "server-only";
import { eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { isExclusionViolation } from "../db/pg-error";
import { availabilityBlocks, boatDates, boats } from "../db/schema";
import { expireOptions } from "../reservations/expire-options";
import { lockBoat } from "../reservations/lock-boat";
import type { FetchCalendarOptions } from "./fetch-calendar";
import type { FeedEvent } from "./parse-calendar";
import { planSync, type SyncConflict } from "./plan-sync";
import { readBoatFeed } from "./read-boat-feed";
import { toSyncAnswer } from "./sync-answer";
import { clock } from "../../lib/clock";

/**
 * Fetches the boat's feed and applies it in one transaction: vanished imported dates are removed, new ones
 * inserted with their availability blocks. Our reservations, closings and manual dates are never touched: a
 * colliding event is skipped and reported, also when a booking commits between the check and the insert
 * (each insert runs in a savepoint, the exclusion constraint decides). Syncs of one boat queue on its row.
 */
export async function syncBoatCalendar(
  db: Db,
  boat: { id: number; icalUrl: string },
  options: FetchCalendarOptions = {},
) {
  const feed = await readBoatFeed(db, boat, { ...options, record: true });
  const syncedAt = clock.now();
  const { plan, raced } = await db.transaction(async (tx) => {
    await lockBoat(tx, boat.id);
    await expireOptions(tx, { boatId: boat.id });
    const plan = await planSync(tx, boat.id, feed.events, feed.today);
    if (plan.remove.length > 0) {
      await tx.delete(boatDates).where(
        inArray(
          boatDates.id,
          plan.remove.map((d) => d.id),
        ),
      );
    }
    const added: FeedEvent[] = [];
    const raced: SyncConflict[] = [];
    for (const event of plan.add) {
      try {
        await tx.transaction(async (sp) => {
          const [row] = await sp
            .insert(boatDates)
            .values({
              boatId: boat.id,
              startDate: event.start_date,
              endDate: event.end_date,
              note: event.summary || null,
              source: "ical",
              icalUid: event.uid,
            })
            .returning({ id: boatDates.id });
          await sp.insert(availabilityBlocks).values({
            boatId: boat.id,
            startDate: event.start_date,
            endDate: event.end_date,
            kind: "boat_date",
            boatDateId: row!.id,
          });
        });
        added.push(event);
      } catch (error) {
        if (!isExclusionViolation(error)) throw error;
        // A booking took these days after the plan was made: report who holds them now.
        const now = await planSync(tx, boat.id, [event], feed.today);
        raced.push({ ...event, blocked_by: now.conflicts[0]?.blocked_by ?? [] });
      }
    }
    await tx.update(boats).set({ icalSyncedAt: syncedAt, icalError: null }).where(eq(boats.id, boat.id));
    return { plan: { ...plan, add: added }, raced };
  });
  return toSyncAnswer({ ...plan, conflicts: [...plan.conflicts, ...raced] }, feed.skipped, syncedAt);
}
