import { boatComments, boatDates, boatPrices, boats } from "../../db/schema";

/** Explicit columns and answer shapes of a boat's price periods, closings and comments. */

export const priceColumns = {
  id: boatPrices.id,
  boatId: boatPrices.boatId,
  startDate: boatPrices.startDate,
  endDate: boatPrices.endDate,
  dayPrice: boatPrices.dayPrice,
  currency: boatPrices.currency,
  minDays: boatPrices.minDays,
  startWeekday: boatPrices.startWeekday,
};
type PriceRow = { [K in keyof typeof priceColumns]: (typeof boatPrices.$inferSelect)[K] };

export function toPriceDto(row: PriceRow) {
  return {
    id: row.id,
    boat_id: row.boatId,
    start_date: row.startDate,
    end_date: row.endDate,
    day_price: row.dayPrice,
    currency: row.currency,
    min_days: row.minDays,
    start_weekday: row.startWeekday,
  };
}

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

/** Comment columns; select them from boat_comments joined with boats (for the boat's name). */
export const commentColumns = {
  id: boatComments.id,
  boatId: boatComments.boatId,
  boatName: boats.name,
  name: boatComments.name,
  rating: boatComments.rating,
  body: boatComments.body,
  approved: boatComments.approved,
  createdAt: boatComments.createdAt,
};
type CommentRow = {
  [K in Exclude<keyof typeof commentColumns, "boatName">]: (typeof boatComments.$inferSelect)[K];
} & { boatName: string };

export function toCommentDto(row: CommentRow) {
  return {
    id: row.id,
    boat_id: row.boatId,
    boat_name: row.boatName,
    name: row.name,
    rating: row.rating,
    body: row.body,
    approved: row.approved,
    created_at: row.createdAt.toISOString(),
  };
}
