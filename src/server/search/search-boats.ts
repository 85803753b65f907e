import "server-only";
import { desc, type SQL } from "drizzle-orm";
import { todayIn } from "../../lib/dates";
import type { DbOrTx } from "../db/client";
import { boats } from "../db/schema";
import { getSettings, ratesOf } from "../settings/get-settings";
import { boatCardQuery, orderTerms } from "./boat-card-query";
import { listingFilters, listingOrders } from "./listing-query";
import { priceFloorsExact } from "./price-floors-exact";
import type { BoatCard, RentOrder, SearchBoatsQuery } from "./schemas";

/** Boats for rent matching the listing's filters, a page of cards and the total. */
export async function searchBoats(db: DbOrTx, query: SearchBoatsQuery): Promise<{ items: BoatCard[]; total: number }> {
  const today = todayIn();
  // The stored TL floors serve a price filter or order without dates when they are exact (priceFloorsExact).
  const readsFloor =
    !query.start_date &&
    !query.end_date &&
    (query.price_min !== undefined ||
      query.price_max !== undefined ||
      query.order === "price_asc" ||
      query.order === "price_desc");
  const ratesRead = getSettings(db).then(ratesOf);
  const [rates, exactFloors] = await Promise.all([
    ratesRead,
    readsFloor ? priceFloorsExact(db, today, ratesRead) : false,
  ]);
  const { page, total, priceTry } = boatCardQuery(db, {
    rates,
    today,
    exactFloors,
    filters: {
      ...listingFilters(query),
      startDate: query.start_date,
      endDate: query.end_date,
    },
  });
  const orders: Record<RentOrder, SQL[]> = {
    ...listingOrders(priceTry),
    guests_desc: [desc(boats.guests), ...orderTerms.staff],
    popular: [desc(boats.popular), desc(boats.boatOfMonth), ...orderTerms.staff],
  };
  const [items, count] = await Promise.all([page(orders[query.order], query.skip, query.take), total()]);
  return { items, total: count };
}
