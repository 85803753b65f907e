import "server-only";
import { boatDates } from "../../db/schema";

/** Explicit columns and answer shape of a boat's closings (manual or imported from iCal). */

export const dateColumns = {
  id: boatDates.id,
  boatId: boatDates.boatId,
  startDate: boatDates.startDate,
  endDate: boatDates.endDate,
  note: boatDates.note,
  source: boatDates.source,
  icalUid: boatDates.icalUid,
  createdAt: boatDates.createdAt,
};
type DateRow = { [K in keyof typeof dateColumns]: (typeof boatDates.$inferSelect)[K] };

export function toDateDto(row: DateRow) {
  return {
    id: row.id,
    boat_id: row.boatId,
    start_date: row.startDate,
    end_date: row.endDate,
    note: row.note,
    source: row.source,
    ical_uid: row.icalUid,
    created_at: row.createdAt.toISOString(),
  };
}
