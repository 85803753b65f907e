import { describe, expect, it } from "vitest";
import { addDays, todayIn } from "@/lib/dates";
import {
  DEFAULT_ORDER,
  LISTING_PARAM,
  listingHref,
  RENT_FILTER_KEYS,
  SALE_FILTER_KEYS,
  stayQuery,
} from "@/lib/listing-filters";
import { searchBoatsQuery, searchSaleBoatsQuery } from "@/server/search/schemas";

describe("listing filter keys", () => {
  it("are the keys the search calls read, besides paging", () => {
    const paging = ["skip", "take"];
    expect(Object.keys(searchBoatsQuery.shape).sort()).toEqual([...RENT_FILTER_KEYS, ...paging].sort());
    expect(Object.keys(searchSaleBoatsQuery.shape).sort()).toEqual([...SALE_FILTER_KEYS, ...paging].sort());
    expect(LISTING_PARAM.guests).toBe("guests");
  });

  it("build listing URLs: comma lists, no empties, no default order", () => {
    expect(listingHref("/listing", { regions: [3, 5], types: [], guests: "", order: DEFAULT_ORDER })).toBe(
      "/listing?regions=3,5",
    );
    expect(listingHref("/listing", { types: ["2"], order: "price_asc", cabins: 0 })).toBe(
      "/listing?types=2&order=price_asc&cabins=0",
    );
    expect(listingHref("/listingsale", {})).toBe("/listingsale");
  });

  it("carry a searched stay to a boat page only as a pair", () => {
    const start = addDays(todayIn(), 30);
    const end = addDays(start, 7);
    expect(stayQuery({ start_date: start, end_date: end, guests: 4 })).toBe(
      `?start_date=${start}&end_date=${end}&guests=4`,
    );
    expect(stayQuery({ start_date: start, end_date: end })).toBe(`?start_date=${start}&end_date=${end}`);
    expect(stayQuery({ start_date: start, guests: 4 })).toBe("");
  });
});
