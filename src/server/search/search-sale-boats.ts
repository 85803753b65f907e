import "server-only";
import type { SQL } from "drizzle-orm";
import { todayIn } from "../../lib/dates";
import type { DbOrTx } from "../db/client";
import { boats } from "../db/schema";
import { getSettings, ratesOf } from "../settings/get-settings";
import { boatCardQuery, orderTerms } from "./boat-card-query";
import { listingFilters, listingOrders } from "./listing-query";
import type { BoatCard, SaleOrder, SearchSaleBoatsQuery } from "./schemas";

/** Boats for sale matching the filters (price = the sale price in whole TL at the current rates). */
export async function searchSaleBoats(
  db: DbOrTx,
  query: SearchSaleBoatsQuery,
): Promise<{ items: BoatCard[]; total: number }> {
  const rates = ratesOf(await getSettings(db));
  const { page, total, priceTry } = boatCardQuery(db, {
    rates,
    today: todayIn(),
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
  const [items, count] = await Promise.all([page(orders[query.order], query.skip, query.take), total()]);
  return { items, total: count };
}
