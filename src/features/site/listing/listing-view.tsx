import Link from "next/link";
import { formatDayTr } from "@/lib/dates";
import { type ListingValues, listingHref, PAGE_PARAM, stayQuery } from "@/lib/listing-filters";
import type { BoatCard, BoatOptions } from "@/server/search/schemas";
import { BoatGrid } from "../boats/boat-card";
import { siteDepositCopy } from "../content/deposit-copy";
import { loadDepositPercent } from "../shell/load-site-shell";
import { PageHeader } from "../content/page-header";
import { ListingFilters } from "./listing-filters";
import { LISTING_PAGE_SIZE } from "./listing-params";
import { PaginationLinks } from "./pagination-links";
import { SortSelect } from "./sort-select";

const RENT_SORTS = [
  { value: "boat_desc", label: "Önerilen" },
  { value: "popular", label: "Popüler" },
  { value: "price_asc", label: "Fiyat (artan)" },
  { value: "price_desc", label: "Fiyat (azalan)" },
  { value: "length_desc", label: "Boy (büyükten küçüğe)" },
  { value: "length_asc", label: "Boy (küçükten büyüğe)" },
  { value: "guests_desc", label: "Kapasite (çoktan aza)" },
  { value: "boat_asc", label: "En eski ilanlar" },
];
const SALE_SORTS = [
  { value: "boat_desc", label: "Önerilen" },
  { value: "price_asc", label: "Fiyat (artan)" },
  { value: "price_desc", label: "Fiyat (azalan)" },
  { value: "year_desc", label: "Model yılı (yeni)" },
  { value: "year_asc", label: "Model yılı (eski)" },
  { value: "length_desc", label: "Boy (büyükten küçüğe)" },
  { value: "length_asc", label: "Boy (küçükten büyüğe)" },
  { value: "boat_asc", label: "En eski ilanlar" },
];

export type ListingQuery = ListingValues;

/** The title of a listing: names the type and marina when exactly one of each is chosen (better for search). */
export function listingTitle(mode: "rent" | "sale", values: ListingQuery, options: BoatOptions): string {
  const type = values.types?.length === 1 ? options.types.find((t) => t.id === values.types![0]) : undefined;
  const marina = values.regions?.length === 1 ? options.marinas.find((m) => m.id === values.regions![0]) : undefined;
  const what = mode === "rent" ? "Kiralık" : "Satılık";
  const noun = type ? type.name : "Tekneler";
  return marina ? `${marina.name} ${what} ${noun}` : `${what} ${noun}`;
}

/** /listing and /listingsale: title, filters, result count, sort, cards, pages and the empty state. */
export async function ListingView({
  mode,
  path,
  values,
  order,
  page,
  result,
  options,
  ignored,
}: {
  mode: "rent" | "sale";
  path: string;
  values: ListingQuery;
  order: string;
  page: number;
  result: { items: BoatCard[]; total: number };
  options: BoatOptions;
  ignored: string[];
}) {
  const pages = Math.max(1, Math.ceil(result.total / LISTING_PAGE_SIZE));
  const { order: _order, ...filters } = values;
  const activeCount = Object.values(filters).filter((v) => v !== undefined).length;
  const hrefForPage = (n: number) => {
    const href = listingHref(path, values);
    return n <= 1 ? href : `${href}${href.includes("?") ? "&" : "?"}${PAGE_PARAM}=${n}`;
  };
  return (
    <>
      <PageHeader
        title={listingTitle(mode, values, options)}
        lead={
          mode === "rent"
            ? siteDepositCopy(await loadDepositPercent()).listingLead
            : "Satılık gulet, motoryat ve yelkenliler: fiyat, boy ve model yılıyla inceleyin, bize sorun."
        }
      />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 lg:grid-cols-[18rem_1fr]">
        <aside aria-label="Filtreler">
          <ListingFilters options={options} values={values} mode={mode} activeCount={activeCount} />
        </aside>
        <section aria-labelledby="sonuclar">
          <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
            <h2 id="sonuclar" className="text-lg font-semibold text-slate-900 dark:text-white" aria-live="polite">
              <span data-testid="result-count">{result.total}</span> tekne bulundu
              {values.start_date && values.end_date && (
                <span className="block text-sm font-normal text-slate-600 dark:text-slate-300">
                  {formatDayTr(values.start_date)} – {formatDayTr(values.end_date)} arası müsait
                </span>
              )}
            </h2>
            <SortSelect value={order} options={mode === "rent" ? RENT_SORTS : SALE_SORTS} />
          </div>
          {ignored.length > 0 && (
            <p
              role="status"
              className="mb-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
            >
              Bazı filtreler geçersiz olduğu için yok sayıldı.
            </p>
          )}
          {result.items.length > 0 ? (
            <BoatGrid boats={result.items} mode={mode} priorityFirst={2} wide={false} linkQuery={stayQuery(values)} />
          ) : (
            <div className="rounded-xl border border-dashed border-slate-300 p-10 text-center dark:border-slate-700">
              <p className="text-lg font-semibold text-slate-900 dark:text-white">
                Aradığınız kriterlere uygun tekne bulunamadı.
              </p>
              <p className="mt-2 text-slate-600 dark:text-slate-300">
                Filtreleri genişletmeyi ya da farklı tarihler denemeyi unutmayın.
              </p>
              <Link
                href={path}
                className="mt-5 inline-flex rounded-md bg-sea-700 px-4 py-2 text-sm font-semibold text-white hover:bg-sea-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-600"
              >
                Filtreleri temizle
              </Link>
            </div>
          )}
          <PaginationLinks page={page} pages={pages} href={hrefForPage} />
        </section>
      </div>
    </>
  );
}
