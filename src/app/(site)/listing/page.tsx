import { siteDepositCopy } from "@/features/site/content/deposit-copy";
import { loadDepositPercent } from "@/features/site/shell/load-site-shell";
import { pageMetadata } from "@/features/site/content/page-metadata";
import { parseRentParams, queryValues, type RawParams } from "@/features/site/listing/listing-params";
import { listingHref } from "@/lib/listing-filters";
import { ListingView, listingTitle } from "@/features/site/listing/listing-view";
import { getDb } from "@/server/db/runtime";
import { loadBoatOptions } from "@/features/site/listing/load-boat-options";
import { searchBoats } from "@/server/search/search-boats";

export const dynamic = "force-dynamic";

type Props = { searchParams: Promise<RawParams> };

export async function generateMetadata({ searchParams }: Props) {
  const { query, page } = parseRentParams(await searchParams);
  const [options, depositPercent] = await Promise.all([loadBoatOptions(), loadDepositPercent()]);
  const values = queryValues(query);
  const title = listingTitle("rent", values, options);
  // Only type/region pages are canonical on their own; other filters point to the plain listing.
  const canonical = listingHref("/listing", { types: values.types, regions: values.regions });
  return {
    ...pageMetadata({
      title: page > 1 ? `${title} – Sayfa ${page}` : title,
      description: siteDepositCopy(depositPercent).listingDescription(title),
      path: canonical,
    }),
  };
}

export default async function ListingPage({ searchParams }: Props) {
  const { query, page, ignored } = parseRentParams(await searchParams);
  const db = getDb();
  const [result, options] = await Promise.all([searchBoats(db, query), loadBoatOptions()]);
  return (
    <ListingView
      mode="rent"
      path="/listing"
      values={queryValues(query)}
      order={query.order}
      page={page}
      result={result}
      options={options}
      ignored={ignored}
    />
  );
}
