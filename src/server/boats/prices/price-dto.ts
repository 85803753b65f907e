import "server-only";
import { apiFields } from "../../db/api-fields";
import { columnsOf } from "../../db/columns-of";
import { boatPrices } from "../../db/schema";

/** Explicit columns and answer shape of a boat's price periods. */

export const priceColumns = columnsOf(boatPrices, [
  "id",
  "boatId",
  "startDate",
  "endDate",
  "dayPrice",
  "currency",
  "minDays",
  "startWeekday",
]);
type PriceRow = Pick<typeof boatPrices.$inferSelect, keyof typeof priceColumns>;

export function toPriceDto(row: PriceRow) {
  return apiFields(row);
}
