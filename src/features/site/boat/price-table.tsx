import { useTranslations } from "next-intl";
import { addDays } from "@/lib/dates";
import { formatDay } from "@/lib/locale-format";
import { useSiteLocale, weekdayName } from "./boat-locale";
import type { PublicBoat } from "@/shared/public-boat";
import { Price } from "../currency/price";

/** The boat's current and coming price periods: dates, day price (in the chosen currency) and rules. */
export function PriceTable({ prices }: { prices: PublicBoat["prices"] }) {
  const t = useTranslations("BoatPriceTable");
  const locale = useSiteLocale();
  const conditions = (p: PublicBoat["prices"][number]) =>
    `${p.min_days > 1 ? t("minDays", { count: p.min_days }) : t("daily")}${p.start_weekday ? t("startDay", { day: weekdayName(p.start_weekday, locale) }) : ""}`;
  if (prices.length === 0) {
    return <p className="text-slate-700 dark:text-slate-300">{t("contact")}</p>;
  }
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t("caption")}</caption>
        <thead className="bg-slate-50 text-slate-700 dark:bg-slate-900 dark:text-slate-300">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t("period")}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t("dayPrice")}
            </th>
            <th scope="col" className="hidden px-4 py-3 font-semibold sm:table-cell">
              {t("conditions")}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {prices.map((p) => (
            <tr key={p.start_date}>
              <td className="px-4 py-3">
                <span className="whitespace-nowrap">{formatDay(p.start_date, locale)} –</span>{" "}
                <span className="whitespace-nowrap">{formatDay(addDays(p.end_date, -1), locale)}</span>
                <span className="mt-1 block text-xs text-slate-600 sm:hidden dark:text-slate-400">{conditions(p)}</span>
              </td>
              <td className="px-4 py-3 font-semibold whitespace-nowrap text-sea-700 dark:text-sky-300">
                <Price amount={p.day_price} currency={p.currency} />
              </td>
              <td className="hidden px-4 py-3 text-slate-700 sm:table-cell dark:text-slate-300">{conditions(p)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
