import { pageLocale } from "@/features/site/i18n/page-locale";
import { listingHref } from "@/lib/listing-filters";
import { getDb } from "@/server/db/runtime";
import { searchBoats } from "@/server/search/search-boats";
import { searchSaleBoats } from "@/server/search/search-sale-boats";
import { getLocale, getTranslations } from "next-intl/server";
import { isLocale } from "@/i18n/locales";
import { pageMetadata } from "../content/page-metadata";
import { loadDepositPercent } from "../shell/load-site-shell";
import { parseRentParams, parseSaleParams, queryValues, type RawParams } from "./listing-params";
import { rateText } from "../boat/booking-copy";
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
  const requested = await getLocale();
  const locale = isLocale(requested) ? requested : "tr";
  const t = await getTranslations({ locale, namespace: "ListingTitle" });
  const title = await listingTitle(mode, values, options, locale);
  return pageMetadata({
    locale,
    title: page > 1 ? t("paged", { title, page }) : title,
    description:
      mode === "rent"
        ? t("rentDescription", { title, rate: rateText(depositPercent, locale) })
        : t("saleDescription", { title }),
    path: listingHref(PATHS[mode], { types: values.types, regions: values.regions }),
  });
}

/** The URL's filters parsed, and the boats they find. */
async function search(mode: Mode, raw: RawParams) {
  if (mode === "rent") {
    const parsed = parseRentParams(raw);
    return { parsed, result: await searchBoats(getDb(), parsed.query, await pageLocale()) };
  }
  const parsed = parseSaleParams(raw);
  return { parsed, result: await searchSaleBoats(getDb(), parsed.query, await pageLocale()) };
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
