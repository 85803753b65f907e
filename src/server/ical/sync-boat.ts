import "server-only";
import type { AuthUser } from "../auth/current-user";
import type { Db } from "../db/client";
import type { FetchCalendarOptions } from "./fetch-calendar";
import { findIcalBoat } from "./find-ical-boat";
import { syncBoatCalendar } from "./sync-boat-calendar";

/** Staff action: sync one boat's feed now (an OWNER only their own boats). */
export async function syncBoat(db: Db, user: AuthUser, boatId: number, options: FetchCalendarOptions = {}) {
  const boat = await findIcalBoat(db, user, boatId);
  return syncBoatCalendar(db, boat, options);
}
