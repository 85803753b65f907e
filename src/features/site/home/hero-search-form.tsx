import { getTranslations } from "next-intl/server";
import { getPathname } from "@/i18n/navigation";
import type { Locale } from "@/i18n/locales";
import { LISTING_PARAM } from "@/lib/listing-filters";
import type { BoatOptions } from "@/shared/search";

const control =
  "mt-1 block h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-sea-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100";
const label = "block text-sm font-medium text-slate-800 dark:text-slate-200";

/** The hero's search: region (marina), type, dates and guests → /listing?… (a plain GET form: works without JS). */
export async function HeroSearchForm({
  options,
  today,
  locale,
}: {
  options: BoatOptions;
  today: string;
  locale: Locale;
}) {
  const t = await getTranslations("HomeSearch");
  const towns = [...new Set(options.marinas.map((m) => m.town))];
  return (
    <form
      action={getPathname({ href: "/listing", locale })}
      method="get"
      aria-label={t("label")}
      className="grid gap-3 rounded-2xl bg-white p-4 shadow-2xl ring-1 ring-black/5 sm:grid-cols-2 lg:grid-cols-[1.3fr_1fr_1fr_1fr_0.7fr_auto] lg:items-end dark:bg-slate-900 dark:ring-white/10"
    >
      <label className={label}>
        {t("region")}
        <select name={LISTING_PARAM.regions} className={control} defaultValue="">
          <option value="">{t("allRegions")}</option>
          {towns.map((town) => (
            <optgroup key={town} label={town}>
              {options.marinas
                .filter((m) => m.town === town)
                .map((m) => (
                  <option key={m.id} value={m.id}>
                    {m.name} ({m.district})
                  </option>
                ))}
            </optgroup>
          ))}
        </select>
      </label>
      <label className={label}>
        {t("type")}
        <select name={LISTING_PARAM.types} className={control} defaultValue="">
          <option value="">{t("allTypes")}</option>
          {options.types.map((type) => (
            <option key={type.id} value={type.id}>
              {type.name}
            </option>
          ))}
        </select>
      </label>
      <label className={label}>
        {t("start")}
        <input type="date" name={LISTING_PARAM.start_date} min={today} className={control} />
      </label>
      <label className={label}>
        {t("end")}
        <input type="date" name={LISTING_PARAM.end_date} min={today} className={control} />
      </label>
      <label className={label}>
        {t("guests")}
        <input
          type="number"
          name={LISTING_PARAM.guests}
          min={1}
          max={100}
          inputMode="numeric"
          placeholder="2"
          className={control}
        />
      </label>
      <button
        type="submit"
        className="h-11 rounded-md bg-sea-700 px-6 text-base font-semibold text-white hover:bg-sea-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-600 sm:col-span-2 lg:col-span-1"
      >
        {t("submit")}
      </button>
    </form>
  );
}
