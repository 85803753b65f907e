import "server-only";
import type { Locale } from "@/i18n/locales";
import { desc, type SQL } from "drizzle-orm";
import { todayIn } from "../../lib/dates";
import type { DbOrTx } from "../db/client";
import { boats } from "../db/schema";
import { boatCardQuery, orderTerms } from "./boat-card-query";
import { listingFilters, listingOrders } from "./listing-query";
import { priceFloorsExact } from "./price-floors-exact";
import { RATES_IN_SQL } from "./rates-sql";
import type { BoatCard, RentOrder, SearchBoatsQuery } from "./schemas";

/**
 * Boats for rent matching the listing's filters, a page of cards and the total: one statement (the rates read by
 * the statement itself, the count inside it), plus the exactness read of the stored floors when a price filter
 * or order could use them (docs/performance-journal.md, "Item 9 after the fourth pass").
 */
export async function searchBoats(
  db: DbOrTx,
  query: SearchBoatsQuery,
  locale: Locale = "tr",
): Promise<{ items: BoatCard[]; total: number }> {
  const today = todayIn();
  // The stored TL floors serve a price filter or order without dates when they are exact (priceFloorsExact).
  const readsFloor =
    !query.start_date &&
    !query.end_date &&
    (query.price_min !== undefined ||
      query.price_max !== undefined ||
      query.order === "price_asc" ||
      query.order === "price_desc");
  const exactFloors = readsFloor ? await priceFloorsExact(db, today) : false;
  const { pageWithTotal, priceTry } = boatCardQuery(db, {
    rates: RATES_IN_SQL,
    today,
    exactFloors,
    locale,
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
  // Each shape is a named statement (the parse saved, the page size in its text) left to PostgreSQL's default
  // plan choice, which keeps the generic plan of the common shapes after five calls; the ordered indexes of
  // migration 0035 make that plan start from the marina's or type's boats, so a rare or empty one stays cheap.
  // A price bound or order stays unnamed: its best start (the floor index from the bound, or the marinas' boats)
  // depends on the bound (docs/performance-journal.md, "Item 9, fifth pass" and "sixth pass").
  const priced = query.price_min !== undefined || query.price_max !== undefined || query.order.startsWith("price");
  return pageWithTotal(orders[query.order], query.skip, query.take, { named: !priced });
}
