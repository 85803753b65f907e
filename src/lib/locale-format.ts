import type { Locale } from "@/i18n/locales";
import { formatDateTimeTr, formatDayTr, formatDayLongTr, formatMomentLongTr } from "./turkish-calendar";

/**
 * Dates and numbers in the page's language. Turkish keeps the exact forms the spec and the Turkish pages use
 * (`10.07.2027`, `10 Temmuz 2027`); English uses Intl's British English (`10/07/2027`, `10 July 2027`).
 */
const ENGLISH = "en-GB";
const ISTANBUL = "Europe/Istanbul";

const cache = new Map<string, Intl.DateTimeFormat>();
function english(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let format = cache.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(ENGLISH, options);
    cache.set(key, format);
  }
  return format;
}

/** A calendar day `YYYY-MM-DD` as read in UTC, so it never moves with the zone. */
const dayAsDate = (day: string) => new Date(`${day}T12:00:00Z`);

/** `10.07.2027` / `10/07/2027`. */
export function formatDay(day: string, locale: Locale): string {
  if (locale === "tr") return formatDayTr(day);
  return english({ timeZone: "UTC", day: "2-digit", month: "2-digit", year: "numeric" }).format(dayAsDate(day));
}

/** `10 Temmuz 2027 Cumartesi` / `Saturday, 10 July 2027` (weekday optional). */
export function formatDayLong(day: string, locale: Locale, options: { weekday?: boolean } = {}): string {
  if (locale === "tr") return formatDayLongTr(day, options);
  return english({
    timeZone: "UTC",
    day: "numeric",
    month: "long",
    year: "numeric",
    ...(options.weekday ? { weekday: "long" } : {}),
  }).format(dayAsDate(day));
}

/** A moment as a long date in Istanbul: `12 Temmuz 2027` / `12 July 2027`, with `time` `… 14:30`. */
export function formatMomentLong(moment: Date, locale: Locale, options: { time?: boolean } = {}): string {
  if (locale === "tr") return formatMomentLongTr(moment, { time: options.time });
  return english({
    timeZone: ISTANBUL,
    day: "numeric",
    month: "long",
    year: "numeric",
    ...(options.time ? { hour: "2-digit", minute: "2-digit", hourCycle: "h23" } : {}),
  }).format(moment);
}

/** A moment as date and time in Istanbul: `12.07.2027 14:30` / `12/07/2027, 14:30`. */
export function formatDateTime(moment: Date, locale: Locale): string {
  if (locale === "tr") return formatDateTimeTr(moment);
  return english({
    timeZone: ISTANBUL,
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(moment);
}

/** `12,5` / `12.5`: a plain number in the page's language. */
export function formatNumber(value: number, locale: Locale, options: Intl.NumberFormatOptions = {}): string {
  return value.toLocaleString(locale === "tr" ? "tr-TR" : ENGLISH, options);
}
