import "server-only";
import { z } from "zod";
import { getBoatOptions } from "../../search/get-boat-options";
import {
  boatCardSchema,
  boatOptionsSchema,
  searchBoatsQuery,
  searchInputQuery,
  searchResultSchema,
  searchSaleBoatsQuery,
} from "../../search/schemas";
import { searchBoats } from "../../search/search-boats";
import { searchBoatsByName } from "../../search/search-by-name";
import { searchSaleBoats } from "../../search/search-sale-boats";
import { listOf, route } from "../route";
import { localeOf } from "../answer-locale";

const tag = "search";

/** The public search reads of the website (no token). */
export function searchRoutes() {
  return [
    route(
      {
        method: "get",
        path: "/search/input",
        summary:
          "Header search: up to 10 active boats whose name looks like searchString (typo-tolerant, Turkish letters folded) as { slug, name, thumbnail }",
        tag,
        access: "public",
        query: searchInputQuery,
        response: z.array(searchResultSchema),
      },
      ({ deps, query }) => searchBoatsByName(deps.db, query.searchString),
    ),
    route(
      {
        method: "get",
        path: "/search/boatoptions",
        summary:
          "Filter options: boat types and marinas with boat counts, day price range (whole TL), sale price range, length range, most guests and cabins",
        tag,
        access: "public",
        response: boatOptionsSchema,
      },
      ({ c, deps }) => getBoatOptions(deps.db, localeOf(c)),
    ),
    route(
      {
        method: "get",
        path: "/searchboats",
        summary:
          "Boats for rent. Filters: regions (marina ids), types, guests, cabins (at least), length_min/max (m), price_min/max (whole TL per day at the current rates), start_date+end_date (free on [start, end)). order: boat_desc (default, staff order then newest), boat_asc, price_asc, price_desc, length_desc, length_asc, guests_desc, popular",
        tag,
        access: "public",
        query: searchBoatsQuery,
        response: listOf(boatCardSchema),
      },
      ({ c, deps, query }) => searchBoats(deps.db, query, localeOf(c)),
    ),
    route(
      {
        method: "get",
        path: "/searchboatsforsale",
        summary:
          "Boats for sale with the same filters (price_min/max = sale price in whole TL at the current rates). order: boat_desc (default), boat_asc, price_asc, price_desc, length_desc, length_asc, year_desc, year_asc",
        tag,
        access: "public",
        query: searchSaleBoatsQuery,
        response: listOf(boatCardSchema),
      },
      ({ c, deps, query }) => searchSaleBoats(deps.db, query, localeOf(c)),
    ),
  ];
}
