import { and, isNotNull, isNull, lt, or } from "drizzle-orm";
import { AppError } from "../api/errors";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { boats } from "../db/schema";
import type { Job } from "../jobs/runner";
import { outboundPolicy } from "../outbound/address-policy";
import type { FetchCalendarOptions } from "./fetch-calendar";
import { syncBoatCalendar } from "./sync-boat-calendar";
import { log } from "../log";
import { clock } from "../../lib/clock";

export const ICAL_REFRESH_MS = 30 * 60 * 1000;

/**
 * Syncs every boat with a feed address that was not synced in the last 25 minutes (so several processes
 * running the job do not fetch the same feeds twice). A failing feed keeps its Turkish error on the boat
 * (`ical_error`) and never stops the others.
 */
export async function refreshAllCalendars(db: Db, options: FetchCalendarOptions = {}, now = clock.now()) {
  const freshSince = new Date(now.getTime() - 25 * 60 * 1000);
  const due = await db
    .select({ id: boats.id, icalUrl: boats.icalUrl })
    .from(boats)
    .where(and(isNotNull(boats.icalUrl), or(isNull(boats.icalSyncedAt), lt(boats.icalSyncedAt, freshSince))))
    .orderBy(boats.id);
  const result = { synced: 0, failed: 0 };
  for (const boat of due) {
    try {
      await syncBoatCalendar(db, { id: boat.id, icalUrl: boat.icalUrl! }, options);
      result.synced++;
    } catch (error) {
      result.failed++;
      // Fetch and parse failures are already kept on the boat; anything else is a bug worth logging.
      if (!(error instanceof AppError)) log.error(`[ical] sync of boat ${boat.id} failed`, error);
    }
  }
  return result;
}

export function icalJob(deps: { db: Db; config: Config }): Job<Awaited<ReturnType<typeof refreshAllCalendars>>> {
  const policy = outboundPolicy(deps.config);
  return { name: "ical-refresh", everyMs: ICAL_REFRESH_MS, run: () => refreshAllCalendars(deps.db, { policy }) };
}
