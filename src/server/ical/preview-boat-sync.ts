import "server-only";
import type { AuthUser } from "../auth/current-user";
import type { Db } from "../db/client";
import type { FetchCalendarOptions } from "./fetch-calendar";
import { findIcalBoat } from "./find-ical-boat";
import { planSync } from "./plan-sync";
import { readBoatFeed } from "./read-boat-feed";
import { toSyncAnswer } from "./sync-answer";

/** What a sync of the boat's feed would add, remove and skip as conflicting, without changing anything. */
export async function previewBoatSync(db: Db, user: AuthUser, boatId: number, options: FetchCalendarOptions = {}) {
  const boat = await findIcalBoat(db, user, boatId);
  const feed = await readBoatFeed(db, boat, options);
  const plan = await planSync(db, boat.id, feed.events, feed.today);
  return toSyncAnswer(plan, feed.skipped);
}
