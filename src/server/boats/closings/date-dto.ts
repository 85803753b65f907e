import "server-only";
import { apiFields } from "../../db/api-fields";
import { columnsOf } from "../../db/columns-of";
import { boatDates } from "../../db/schema";

/** Explicit columns and answer shape of a boat's closings (manual or imported from iCal). */

export const dateColumns = columnsOf(boatDates, [
  "id",
  "boatId",
  "startDate",
  "endDate",
  "note",
  "source",
  "icalUid",
  "createdAt",
]);
type DateRow = Pick<typeof boatDates.$inferSelect, keyof typeof dateColumns>;

export function toDateDto(row: DateRow) {
  return apiFields(row);
}
