/**
 * The query parameters of the listings (/listing, /listingsale) and of the search calls behind them
 * (GET /v1/boats/searchboats, /v1/boats/searchsaleboats): one list, read by the pages, the filter form, the
 * home page's search, the links into a listing and the API's query schemas.
 */

/** Filters that take a list of ids (`regions=3,5`, or the key repeated). */
export const ID_LIST_FILTERS = ["regions", "types"] as const;
/** The searched stay `[start_date, end_date)`: rent only, a pair or nothing. */
export const STAY_FILTERS = ["start_date", "end_date"] as const;
/** Filters that take one number. */
export const NUMBER_FILTERS = ["guests", "cabins", "length_min", "length_max", "price_min", "price_max"] as const;

export const RENT_FILTER_KEYS = [...ID_LIST_FILTERS, ...STAY_FILTERS, ...NUMBER_FILTERS, "order"] as const;
export const SALE_FILTER_KEYS = [...ID_LIST_FILTERS, ...NUMBER_FILTERS, "order"] as const;
export type RentFilterKey = (typeof RENT_FILTER_KEYS)[number];
export type SaleFilterKey = (typeof SALE_FILTER_KEYS)[number];

/** Each key by its own name, for form fields (`name={LISTING_PARAM.guests}`): a typo does not compile. */
export const LISTING_PARAM = Object.fromEntries(RENT_FILTER_KEYS.map((k) => [k, k])) as { [K in RentFilterKey]: K };

/** The 1-based page of a listing URL (the API pages with skip/take instead). */
export const PAGE_PARAM = "sayfa";

/** The orders both listings offer; each adds its own. */
const SHARED_ORDERS = ["boat_desc", "boat_asc", "price_asc", "price_desc", "length_desc", "length_asc"] as const;
export const RENT_ORDERS = [...SHARED_ORDERS, "guests_desc", "popular"] as const;
export const SALE_ORDERS = [...SHARED_ORDERS, "year_desc", "year_asc"] as const;
export type RentOrder = (typeof RENT_ORDERS)[number];
export type SaleOrder = (typeof SALE_ORDERS)[number];
/** The order of a listing URL without `order` (staff order, then newest). */
export const DEFAULT_ORDER = "boat_desc" satisfies RentOrder & SaleOrder;

/** A parsed listing URL's filters (what the pages and the filter form show). */
export type ListingValues = {
  regions?: number[];
  types?: number[];
  start_date?: string;
  end_date?: string;
  guests?: number;
  cabins?: number;
  length_min?: number;
  length_max?: number;
  price_min?: number;
  price_max?: number;
  order?: string;
};
// Every key of the list and no other: a key added to one and not the other fails to compile here.
type SameKeys<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export type ListingValuesMatchKeys = SameKeys<keyof ListingValues, RentFilterKey> extends true ? true : never;
export const LISTING_VALUES_MATCH_KEYS: ListingValuesMatchKeys = true;

export type ListingValue = string | number | readonly (string | number)[] | undefined;

/**
 * The URL of a listing with these filters: ids as comma lists, empty values and the default order left out, keys
 * in the order given.
 */
export function listingHref(path: string, values: Partial<Record<RentFilterKey, ListingValue>>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values) as [RentFilterKey, ListingValue][]) {
    if (value === undefined || value === "" || (Array.isArray(value) && value.length === 0)) continue;
    if (key === "order" && value === DEFAULT_ORDER) continue;
    params.set(key, Array.isArray(value) ? value.join(",") : String(value));
  }
  const text = params.toString().replace(/%2C/g, ",");
  return text ? `${path}?${text}` : path;
}

/** The searched stay as the query of a boat page, so its booking panel starts with it ("" without dates). */
export function stayQuery(values: { start_date?: string; end_date?: string; guests?: number }): string {
  if (!values.start_date || !values.end_date) return "";
  return listingHref("", { start_date: values.start_date, end_date: values.end_date, guests: values.guests });
}
