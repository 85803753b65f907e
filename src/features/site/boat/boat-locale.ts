import { INTL_LOCALE, type Locale } from "@/i18n/locales";
import { weekdayNameTr, formatMonthTr, TURKISH_WEEKDAYS_SHORT } from "@/lib/turkish-calendar";

export { useSiteLocale } from "./use-site-locale";

/** An ISO weekday's name (1 = Monday … 7 = Sunday) in a language. */
export function weekdayName(isoDay: number, locale: Locale): string {
  if (locale === "tr") return weekdayNameTr(isoDay);
  // 2024-01-01 was a Monday.
  const day = new Date(Date.UTC(2024, 0, isoDay, 12));
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { weekday: "long", timeZone: "UTC" }).format(day);
}

/** A moment's month and year in Türkiye: `Temmuz 2027` / `July 2027`. */
export function monthYear(moment: string, locale: Locale): string {
  return new Date(moment).toLocaleDateString(INTL_LOCALE[locale], {
    year: "numeric",
    month: "long",
    timeZone: "Europe/Istanbul",
  });
}

/** A month `YYYY-MM(-DD)` as `Temmuz 2027` / `July 2027`. */
export function monthTitle(month: string, locale: Locale): string {
  if (locale === "tr") return formatMonthTr(month);
  const day = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 15));
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { month: "long", year: "numeric", timeZone: "UTC" }).format(day);
}

/** Short weekday names, Monday first. */
export function weekdaysShort(locale: Locale): readonly string[] {
  if (locale === "tr") return TURKISH_WEEKDAYS_SHORT;
  const format = new Intl.DateTimeFormat(INTL_LOCALE[locale], { weekday: "short", timeZone: "UTC" });
  return [1, 2, 3, 4, 5, 6, 7].map((d) => format.format(new Date(Date.UTC(2024, 0, d, 12))));
}
