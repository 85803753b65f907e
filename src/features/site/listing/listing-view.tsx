import { getLocale, getTranslations } from "next-intl/server";
import { rateText } from "../boat/booking-copy";
import { formatDay } from "@/lib/locale-format";
import { type Locale, isLocale } from "@/i18n/locales";
import { Link } from "@/i18n/navigation";
import { type ListingValues, listingHref, PAGE_PARAM, stayQuery } from "@/lib/listing-filters";
import type { BoatCard, BoatOptions } from "@/shared/search";
import { BoatGrid } from "../boats/boat-card";
import { loadDepositPercent } from "../shell/load-site-shell";
import { PageHeader } from "../content/page-header";
import { ListingFilters } from "./listing-filters";
import { LISTING_PAGE_SIZE } from "./listing-params";
import { PaginationLinks } from "./pagination-links";
import { SortSelect } from "./sort-select";

const RENT_SORTS = [
  "boat_desc",
  "popular",
  "price_asc",
  "price_desc",
  "length_desc",
  "length_asc",
  "guests_desc",
  "boat_asc",
] as const;
const SALE_SORTS = [
  "boat_desc",
  "price_asc",
  "price_desc",
  "year_desc",
  "year_asc",
  "length_desc",
  "length_asc",
  "boat_asc",
] as const;

export type ListingQuery = ListingValues;

/** The title of a listing: names the type and marina when exactly one of each is chosen (better for search). */
export async function listingTitle(
  mode: "rent" | "sale",
  values: ListingQuery,
  options: BoatOptions,
  locale: Locale,
): Promise<string> {
  const t = await getTranslations({ locale, namespace: "ListingTitle" });
  const type = values.types?.length === 1 ? options.types.find((o) => o.id === values.types![0]) : undefined;
  const marina = values.regions?.length === 1 ? options.marinas.find((m) => m.id === values.regions![0]) : undefined;
  const key = `${mode}${type ? "Type" : ""}${marina ? "In" : ""}` as const;
  return t(key, { type: type?.name ?? "", marina: marina?.name ?? "" });
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
  const requested = await getLocale();
  const locale: Locale = isLocale(requested) ? requested : "tr";
  const t = await getTranslations({ locale, namespace: "ListingView" });
  const tSort = await getTranslations({ locale, namespace: "ListingSort" });
  const sorts = (mode === "rent" ? RENT_SORTS : SALE_SORTS).map((value) => ({ value, label: tSort(value) }));
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
        title={await listingTitle(mode, values, options, locale)}
        lead={mode === "rent" ? t("rentLead", { rate: rateText(await loadDepositPercent(), locale) }) : t("saleLead")}
      />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 lg:grid-cols-[18rem_1fr]">
        <aside aria-label={t("filters")}>
          <ListingFilters options={options} values={values} mode={mode} activeCount={activeCount} />
        </aside>
        <section aria-labelledby="sonuclar">
          <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
            <h2 id="sonuclar" className="text-lg font-semibold text-slate-900 dark:text-white" aria-live="polite">
              {t.rich("found", {
                count: result.total,
                n: (chunks) => <span data-testid="result-count">{chunks}</span>,
              })}
              {values.start_date && values.end_date && (
                <span className="block text-sm font-normal text-slate-600 dark:text-slate-300">
                  {t("available", {
                    start: formatDay(values.start_date, locale),
                    end: formatDay(values.end_date, locale),
                  })}
                </span>
              )}
            </h2>
            <SortSelect value={order} options={sorts} label={tSort("label")} />
          </div>
          {ignored.length > 0 && (
            <p
              role="status"
              className="mb-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
            >
              {t("ignored")}
            </p>
          )}
          {result.items.length > 0 ? (
            <BoatGrid boats={result.items} mode={mode} priorityFirst={2} wide={false} linkQuery={stayQuery(values)} />
          ) : (
            <div className="rounded-xl border border-dashed border-slate-300 p-10 text-center dark:border-slate-700">
              <p className="text-lg font-semibold text-slate-900 dark:text-white">{t("emptyTitle")}</p>
              <p className="mt-2 text-slate-600 dark:text-slate-300">{t("emptyText")}</p>
              <Link
                href={path}
                className="mt-5 inline-flex rounded-md bg-sea-700 px-4 py-2 text-sm font-semibold text-white hover:bg-sea-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-600"
              >
                {t("clear")}
              </Link>
            </div>
          )}
          <PaginationLinks page={page} pages={pages} href={hrefForPage} />
        </section>
      </div>
    </>
  );
}
