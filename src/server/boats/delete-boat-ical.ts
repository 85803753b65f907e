import { and, eq, inArray } from "drizzle-orm";
import type { AuthUser } from "../auth/current-user";
import type { Db } from "../db/client";
import { availabilityBlocks, boatDates, boats } from "../db/schema";
import { findScopedBoat } from "./find-scoped-boat";
import { clock } from "../../lib/clock";

/**
 * Disconnects a boat's iCal feed in one transaction: the address and sync status are cleared and every closing
 * imported from the feed (boat_dates with source 'ical') is removed together with its availability block.
 */
export async function deleteBoatIcal(db: Db, user: AuthUser, boatId: number) {
  return db.transaction(async (tx) => {
    await findScopedBoat(tx, user, boatId, { lock: true });
    await tx
      .update(boats)
      .set({ icalUrl: null, icalSyncedAt: null, icalError: null, updatedAt: clock.now() })
      .where(eq(boats.id, boatId));
    const imported = tx
      .select({ id: boatDates.id })
      .from(boatDates)
      .where(and(eq(boatDates.boatId, boatId), eq(boatDates.source, "ical")));
    await tx.delete(availabilityBlocks).where(inArray(availabilityBlocks.boatDateId, imported));
    const removed = await tx
      .delete(boatDates)
      .where(and(eq(boatDates.boatId, boatId), eq(boatDates.source, "ical")))
      .returning({ id: boatDates.id });
    return { boat_id: boatId, removed_dates: removed.length };
  });
}
