import "server-only";
import { boatPrices } from "../../db/schema";

/** Explicit columns and answer shape of a boat's price periods. */

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
