import "server-only";
import type { SQL } from "drizzle-orm";
import { boats } from "../db/schema";
import { type CardFilters, orderTerms } from "./boat-card-query";
import type { SearchBoatsQuery, SearchSaleBoatsQuery } from "./schemas";

type SharedFilterKeys =
  | "regions"
  | "types"
  | "guests"
  | "cabins"
  | "length_min"
  | "length_max"
  | "price_min"
  | "price_max";

/** The filters both listings (for rent and for sale) read from their query string. */
export function listingFilters(query: Pick<SearchBoatsQuery | SearchSaleBoatsQuery, SharedFilterKeys>): CardFilters {
  return {
    regions: query.regions,
    types: query.types,
    guests: query.guests,
    cabins: query.cabins,
    lengthMin: query.length_min,
    lengthMax: query.length_max,
    priceMin: query.price_min,
    priceMax: query.price_max,
  };
}

/** The orders both listings offer, by the price each one ranks (lowest day price or sale price, in TL). */
export function listingOrders(priceTry: SQL) {
  return {
    boat_desc: orderTerms.staff,
    boat_asc: orderTerms.oldest,
    price_asc: [orderTerms.asc(priceTry), ...orderTerms.staff],
    price_desc: [orderTerms.desc(priceTry), ...orderTerms.staff],
    length_desc: [orderTerms.desc(boats.lengthM), ...orderTerms.staff],
    length_asc: [orderTerms.asc(boats.lengthM), ...orderTerms.staff],
  };
}
