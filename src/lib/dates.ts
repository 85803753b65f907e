/**
 * Calendar days as plain ISO strings (YYYY-MM-DD). Arithmetic runs on UTC midnights only, so no local
 * time zone can shift a day (never `new Date(y, m, d)` or local getters here).
 */

import { clock } from "./clock";

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** True for a real calendar day in YYYY-MM-DD form (2027-02-30 is false). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const [, y, m, d] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return date.getUTCFullYear() === Number(y) && date.getUTCMonth() === Number(m) - 1 && date.getUTCDate() === Number(d);
}

function toUtcMs(day: string): number {
  if (!isIsoDate(day)) throw new Error(`Not an ISO date: ${day}`);
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
}

function fromUtcMs(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The day `n` days after (or before, for negative `n`) `day`. */
export function addDays(day: string, n: number): string {
  return fromUtcMs(toUtcMs(day) + n * MS_PER_DAY);
}

/** Whole days from `from` to `to` (`to` − `from`); negative when `to` is earlier. */
export function diffDays(from: string, to: string): number {
  return Math.round((toUtcMs(to) - toUtcMs(from)) / MS_PER_DAY);
}

/** ISO weekday: 1 = Monday … 6 = Saturday, 7 = Sunday. */
export function isoWeekday(day: string): number {
  const weekday = new Date(toUtcMs(day)).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** The first `isoDay` weekday (1 = Monday … 7 = Sunday) on or after `day`. */
export function weekdayOnOrAfter(day: string, isoDay: number): string {
  return addDays(day, (isoDay - isoWeekday(day) + 7) % 7);
}

/** The first `isoDay` weekday at least a week after `day`, then `weeksAfter` weeks later: a stay's start ahead. */
export function weekdayAhead(day: string, isoDay: number, weeksAfter = 0): string {
  return addDays(weekdayOnOrAfter(addDays(day, 7), isoDay), 7 * weeksAfter);
}

/** The first day of the month `n` months after the month of `day` (n = 0: its own month). */
export function monthStartAfter(day: string, n: number): string {
  const [y, m] = day.split("-").map(Number) as [number, number];
  return fromUtcMs(Date.UTC(y, m - 1 + n, 1));
}

/** Every day of the half-open range [start, end). */
export function eachDay(start: string, end: string): string[] {
  const days: string[] = [];
  for (let ms = toUtcMs(start), last = toUtcMs(end); ms < last; ms += MS_PER_DAY) days.push(fromUtcMs(ms));
  return days;
}

/** Today's date in a time zone (Europe/Istanbul by default: where the boats are), by the app's clock. */
export function todayIn(timeZone = "Europe/Istanbul", now: Date = clock.now()): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    // en-CA formats as YYYY-MM-DD.
    format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    dayFormats.set(timeZone, format);
  }
  return format.format(now);
}

/** Building an Intl.DateTimeFormat costs ~0.1 ms (it was 4–6 % of the CPU of a quote or a search): one per zone. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
