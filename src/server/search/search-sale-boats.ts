import type { SQL } from "drizzle-orm";
import { todayIn } from "../../lib/dates";
import type { DbOrTx } from "../db/client";
import { boats } from "../db/schema";
import { getSettings, ratesOf } from "../settings/get-settings";
import { boatCardQuery, orderTerms } from "./boat-card-query";
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
      regions: query.regions,
      types: query.types,
      guests: query.guests,
      cabins: query.cabins,
      lengthMin: query.length_min,
      lengthMax: query.length_max,
      priceMin: query.price_min,
      priceMax: query.price_max,
    },
  });
  const orders: Record<SaleOrder, SQL[]> = {
    boat_desc: orderTerms.staff,
    boat_asc: orderTerms.oldest,
    price_asc: [orderTerms.asc(priceTry), ...orderTerms.staff],
    price_desc: [orderTerms.desc(priceTry), ...orderTerms.staff],
    length_desc: [orderTerms.desc(boats.lengthM), ...orderTerms.staff],
    length_asc: [orderTerms.asc(boats.lengthM), ...orderTerms.staff],
    year_desc: [orderTerms.desc(boats.year), ...orderTerms.staff],
    year_asc: [orderTerms.asc(boats.year), ...orderTerms.staff],
  };
  const [items, count] = await Promise.all([page(orders[query.order], query.skip, query.take), total()]);
  return { items, total: count };
}
