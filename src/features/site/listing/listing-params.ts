import type { z } from "zod";
import {
  DEFAULT_ORDER,
  type ListingValues,
  PAGE_PARAM,
  RENT_FILTER_KEYS,
  type RentFilterKey,
  SALE_FILTER_KEYS,
  STAY_FILTERS,
} from "@/lib/listing-filters";
import { searchBoatsQuery, searchSaleBoatsQuery } from "@/shared/search";

export const LISTING_PAGE_SIZE = 12;
export type RawParams = Record<string, string | string[] | undefined>;
type RentQuery = z.output<typeof searchBoatsQuery>;
type SaleQuery = z.output<typeof searchSaleBoatsQuery>;

/** The URL's filters without empty values (a plain GET form sends `guests=` for an empty field). */
function clean(raw: RawParams, keys: readonly string[]): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of keys) {
    const value = raw[key];
    const list = (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter((v) => v.trim() !== "");
    if (list.length === 1) out[key] = list[0]!;
    else if (list.length > 1) out[key] = list;
  }
  return out;
}

/**
 * Reads a listing URL leniently: a filter that does not parse is dropped (and reported) instead of failing the
 * page; `sayfa` (1-based page) becomes skip/take.
 */
function parseWith<S extends typeof searchBoatsQuery | typeof searchSaleBoatsQuery>(
  schema: S,
  raw: RawParams,
  keys: readonly string[],
): { query: z.output<S>; page: number; ignored: string[] } {
  const page = Math.min(Math.max(1, Number.parseInt(String(raw[PAGE_PARAM] ?? "1"), 10) || 1), 10_000);
  const input: Record<string, unknown> = {
    ...clean(raw, keys),
    // The schema reads a query string: numbers as their decimal text.
    skip: String((page - 1) * LISTING_PAGE_SIZE),
    take: String(LISTING_PAGE_SIZE),
  };
  const ignored: string[] = [];
  for (let attempt = 0; attempt < keys.length + 1; attempt++) {
    const result = schema.safeParse(input);
    if (result.success) return { query: result.data as z.output<S>, page, ignored };
    const bad = new Set(result.error.issues.map((i) => String(i.path[0] ?? "")));
    // A date pair is all or nothing.
    if (STAY_FILTERS.some((k) => bad.has(k))) for (const k of STAY_FILTERS) bad.add(k);
    for (const key of bad) {
      if (key in input && key !== "skip" && key !== "take") {
        delete input[key];
        ignored.push(key);
      }
    }
    if (bad.size === 0) break;
  }
  return { query: schema.parse({ skip: "0", take: String(LISTING_PAGE_SIZE) }) as z.output<S>, page: 1, ignored };
}

export function parseRentParams(raw: RawParams): { query: RentQuery; page: number; ignored: string[] } {
  return parseWith(searchBoatsQuery, raw, RENT_FILTER_KEYS);
}

export function parseSaleParams(raw: RawParams): { query: SaleQuery; page: number; ignored: string[] } {
  return parseWith(searchSaleBoatsQuery, raw, SALE_FILTER_KEYS);
}

/** The filters of a parsed query as URL values (without paging). */
export function queryValues(query: Omit<Partial<RentQuery>, "order"> & { order?: string }): ListingValues {
  return {
    regions: query.regions,
    types: query.types,
    start_date: query.start_date,
    end_date: query.end_date,
    guests: query.guests,
    cabins: query.cabins,
    length_min: query.length_min,
    length_max: query.length_max,
    price_min: query.price_min,
    price_max: query.price_max,
    order: query.order === DEFAULT_ORDER ? undefined : query.order,
  } satisfies Record<RentFilterKey, unknown>;
}
