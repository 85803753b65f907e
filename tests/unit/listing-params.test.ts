import { describe, expect, it } from "vitest";
import { parseRentParams, parseSaleParams, queryValues } from "@/features/site/listing/listing-params";
import { listingHref } from "@/lib/listing-filters";

describe("listing URL parameters", () => {
  it("reads comma lists, repeated keys, numbers, dates and the page", () => {
    const { query, page, ignored } = parseRentParams({
      regions: "3,5",
      types: ["1", "2"],
      guests: "8",
      price_max: "40000",
      start_date: "2027-07-10",
      end_date: "2027-07-17",
      order: "price_asc",
      sayfa: "3",
    });
    expect(ignored).toEqual([]);
    expect(page).toBe(3);
    expect(query).toMatchObject({
      regions: [3, 5],
      types: [1, 2],
      guests: 8,
      price_max: 40000,
      start_date: "2027-07-10",
      end_date: "2027-07-17",
      order: "price_asc",
      skip: 24,
      take: 12,
    });
  });

  it("drops empty fields of a plain GET form and bad filters instead of failing", () => {
    const { query, ignored } = parseRentParams({ guests: "", types: "abc", regions: "4", start_date: "2027-07-10" });
    expect(query.regions).toEqual([4]);
    expect(query.types).toBeUndefined();
    expect(query.start_date).toBeUndefined();
    expect(ignored.sort()).toEqual(["start_date", "types"]);
    const sale = parseSaleParams({ order: "guests_desc", start_date: "2027-07-10" });
    expect(sale.query.order).toBe("boat_desc");
    expect(sale.ignored).toEqual(["order"]);
  });

  it("writes filters back as a short URL without defaults", () => {
    const { query } = parseRentParams({ types: "1,2", order: "boat_desc" });
    expect(listingHref("/listing", queryValues(query))).toBe("/listing?types=1,2");
    expect(listingHref("/listing", {})).toBe("/listing");
  });
});
