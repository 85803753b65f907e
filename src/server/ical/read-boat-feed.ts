import "server-only";
import { eq } from "drizzle-orm";
import { todayIn } from "../../lib/dates";
import { AppError } from "../domain-errors";
import type { Db } from "../db/client";
import { boats } from "../db/schema";
import { errorText } from "@/shared/messages/error-text";
import { type FetchCalendarOptions, fetchCalendar } from "./fetch-calendar";
import { BOAT_TIME_ZONE, type ParsedCalendar, parseCalendar } from "./parse-calendar";

/**
 * Fetches and reads a boat's feed. A failure is kept on the boat (`ical_error`, shown to staff) when
 * `record` is set, then rethrown as the 422 it is.
 */
export async function readBoatFeed(
  db: Db,
  boat: { id: number; icalUrl: string },
  options: FetchCalendarOptions & { record?: boolean; today?: string } = {},
): Promise<ParsedCalendar & { today: string }> {
  const today = options.today ?? todayIn(BOAT_TIME_ZONE);
  try {
    const text = await fetchCalendar(boat.icalUrl, options);
    return { ...parseCalendar(text, today), today };
  } catch (error) {
    if (options.record && error instanceof AppError) {
      // Kept as words: the boat's answer shows ical_error to staff as it is, and the dashboard is Turkish.
      const icalError = errorText("tr", error.message) ?? error.message;
      await db.update(boats).set({ icalError }).where(eq(boats.id, boat.id));
    }
    throw error;
  }
}
