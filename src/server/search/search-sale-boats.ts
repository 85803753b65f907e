import "server-only";
import type { Locale } from "@/i18n/locales";
import type { SQL } from "drizzle-orm";
import { todayIn } from "../../lib/dates";
import type { DbOrTx } from "../db/client";
import { boats } from "../db/schema";
import { boatCardQuery, orderTerms } from "./boat-card-query";
import { listingFilters, listingOrders } from "./listing-query";
import { RATES_IN_SQL } from "./rates-sql";
import type { BoatCard, SaleOrder, SearchSaleBoatsQuery } from "./schemas";

/**
 * Boats for sale matching the filters (price = the sale price in whole TL at the current rates): one statement,
 * like the rent listing (searchBoats).
 */
export async function searchSaleBoats(
  db: DbOrTx,
  query: SearchSaleBoatsQuery,
  locale: Locale = "tr",
): Promise<{ items: BoatCard[]; total: number }> {
  const { pageWithTotal, priceTry } = boatCardQuery(db, {
    rates: RATES_IN_SQL,
    today: todayIn(),
    locale,
    filters: {
      forSale: true,
      ...listingFilters(query),
    },
  });
  const orders: Record<SaleOrder, SQL[]> = {
    ...listingOrders(priceTry),
    year_desc: [orderTerms.desc(boats.year), ...orderTerms.staff],
    year_asc: [orderTerms.asc(boats.year), ...orderTerms.staff],
  };
  return pageWithTotal(orders[query.order], query.skip, query.take);
}
