import { useTranslations } from "next-intl";
import type { PublicBoat } from "@/server/website/boat/public-boat-schema";
import { fallbackLang } from "@/shared/localized-text";
import { LazyAvailabilityCalendar } from "./lazy-availability-calendar";
import { BoatSpecs } from "./boat-specs";
import { PriceTable } from "./price-table";
import { SaleSection } from "./sale-section";
import { sectionTitle } from "./section-title";

/** The boat's sections: specs, description, amenities, then the sale offer and/or the prices and calendar. */
export function BoatDetails({ boat }: { boat: PublicBoat }) {
  const t = useTranslations("BoatDetails");
  return (
    <>
      <section aria-labelledby="ozellikler">
        <h2 id="ozellikler" className={`${sectionTitle} mb-4`}>
          {t("specs")}
        </h2>
        <BoatSpecs boat={boat} />
      </section>

      {boat.description && (
        <section aria-labelledby="aciklama">
          <h2 id="aciklama" className={`${sectionTitle} mb-4`}>
            {t("description")}
          </h2>
          <div
            lang={fallbackLang(boat, "description")}
            className="prose-boat space-y-3 leading-7 text-slate-800 dark:text-slate-200 [&_a]:text-sea-700 [&_a]:underline [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6 dark:[&_a]:text-sky-300"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on save and again on read (sanitizeDescription)
            dangerouslySetInnerHTML={{ __html: boat.description }}
          />
        </section>
      )}

      {boat.amenities.length > 0 && (
        <section aria-labelledby="donanim">
          <h2 id="donanim" className={`${sectionTitle} mb-4`}>
            {t("amenities")}
          </h2>
          <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            {boat.amenities.map((item) => (
              <li key={item} className="flex items-center gap-2 text-slate-800 dark:text-slate-200">
                <svg
                  viewBox="0 0 20 20"
                  aria-hidden="true"
                  className="size-5 shrink-0 text-emerald-600 dark:text-emerald-400"
                  fill="currentColor"
                >
                  <path d="M8 13.6 4.4 10 3 11.4l5 5 9-9L15.6 6z" />
                </svg>
                <span lang={boat.turkish_amenities.includes(item) ? "tr" : undefined}>{item}</span>
              </li>
            ))}
          </ul>
        </section>
      )}

      {boat.for_sale && <SaleSection boat={boat} />}

      {boat.for_rent && (
        <>
          <section aria-labelledby="fiyatlar">
            <h2 id="fiyatlar" className={`${sectionTitle} mb-4`}>
              {t("prices")}
            </h2>
            <PriceTable prices={boat.prices} />
          </section>
          <section aria-labelledby="musaitlik">
            <h2 id="musaitlik" className={`${sectionTitle} mb-4`}>
              {t("calendar")}
            </h2>
            <LazyAvailabilityCalendar slug={boat.slug} />
          </section>
        </>
      )}
    </>
  );
}
