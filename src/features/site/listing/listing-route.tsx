import { listingHref } from "@/lib/listing-filters";
import { getDb } from "@/server/db/runtime";
import { searchBoats } from "@/server/search/search-boats";
import { searchSaleBoats } from "@/server/search/search-sale-boats";
import { siteDepositCopy } from "../content/deposit-copy";
import { pageMetadata } from "../content/page-metadata";
import { loadDepositPercent } from "../shell/load-site-shell";
import { parseRentParams, parseSaleParams, queryValues, type RawParams } from "./listing-params";
import { ListingView, listingTitle } from "./listing-view";
import { loadBoatOptions } from "./load-boat-options";

type Mode = "rent" | "sale";
const PATHS: Record<Mode, string> = { rent: "/listing", sale: "/listingsale" };
const parse = (mode: Mode, raw: RawParams) => (mode === "rent" ? parseRentParams(raw) : parseSaleParams(raw));

/** A listing's title, description and canonical address (only type/region filters are canonical on their own). */
export async function listingMetadata(mode: Mode, searchParams: Promise<RawParams>) {
  const { query, page } = parse(mode, await searchParams);
  const [options, depositPercent] = await Promise.all([loadBoatOptions(), loadDepositPercent()]);
  const values = queryValues(query);
  const title = listingTitle(mode, values, options);
  return pageMetadata({
    title: page > 1 ? `${title} – Sayfa ${page}` : title,
    description:
      mode === "rent"
        ? siteDepositCopy(depositPercent).listingDescription(title)
        : `${title}: ikinci el gulet, motoryat ve yelkenlileri fiyat, boy ve model yılıyla inceleyin.`,
    path: listingHref(PATHS[mode], { types: values.types, regions: values.regions }),
  });
}

/** The URL's filters parsed, and the boats they find. */
async function search(mode: Mode, raw: RawParams) {
  if (mode === "rent") {
    const parsed = parseRentParams(raw);
    return { parsed, result: await searchBoats(getDb(), parsed.query) };
  }
  const parsed = parseSaleParams(raw);
  return { parsed, result: await searchSaleBoats(getDb(), parsed.query) };
}

/** /listing (boats for rent) or /listingsale (boats for sale) for a URL's filters. */
export async function ListingRoute({ mode, searchParams }: { mode: Mode; searchParams: Promise<RawParams> }) {
  const [{ parsed, result }, options] = await Promise.all([search(mode, await searchParams), loadBoatOptions()]);
  return (
    <ListingView
      mode={mode}
      path={PATHS[mode]}
      values={queryValues(parsed.query)}
      order={parsed.query.order}
      page={parsed.page}
      result={result}
      options={options}
      ignored={parsed.ignored}
    />
  );
}
