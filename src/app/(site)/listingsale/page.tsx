import { pageMetadata } from "@/features/site/content/page-metadata";
import { parseSaleParams, queryValues, type RawParams } from "@/features/site/listing/listing-params";
import { listingHref } from "@/lib/listing-filters";
import { ListingView, listingTitle } from "@/features/site/listing/listing-view";
import { getDb } from "@/server/db/runtime";
import { loadBoatOptions } from "@/features/site/listing/load-boat-options";
import { searchSaleBoats } from "@/server/search/search-sale-boats";

export const dynamic = "force-dynamic";

type Props = { searchParams: Promise<RawParams> };

export async function generateMetadata({ searchParams }: Props) {
  const { query, page } = parseSaleParams(await searchParams);
  const options = await loadBoatOptions();
  const values = queryValues(query);
  const title = listingTitle("sale", values, options);
  return pageMetadata({
    title: page > 1 ? `${title} – Sayfa ${page}` : title,
    description: `${title}: ikinci el gulet, motoryat ve yelkenlileri fiyat, boy ve model yılıyla inceleyin.`,
    path: listingHref("/listingsale", { types: values.types, regions: values.regions }),
  });
}

export default async function ListingSalePage({ searchParams }: Props) {
  const { query, page, ignored } = parseSaleParams(await searchParams);
  const db = getDb();
  const [result, options] = await Promise.all([searchSaleBoats(db, query), loadBoatOptions()]);
  return (
    <ListingView
      mode="sale"
      path="/listingsale"
      values={queryValues(query)}
      order={query.order}
      page={page}
      result={result}
      options={options}
      ignored={ignored}
    />
  );
}
