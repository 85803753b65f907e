/**
 * ISO 8601 weeks (Monday to Sunday) as "YYYY-Www" (e.g. 2027-W05), on plain ISO day strings, shared by the server
 * and the dashboard. Week 1 is the week with the year's first Thursday; some years have a week 53.
 */
import { addDays, diffDays, isoWeekday } from "./dates";

const ISO_WEEK = /^(\d{4})-W(\d{2})$/;

/** The Monday that starts the week of `day`. */
export function mondayOf(day: string): string {
  return addDays(day, 1 - isoWeekday(day));
}

/** The ISO week of a day: `YYYY-Www` (the week's year is its Thursday's, so it can differ from the day's). */
export function isoWeekOf(day: string): string {
  const thursday = addDays(day, 4 - isoWeekday(day));
  const year = thursday.slice(0, 4);
  const week = Math.floor(diffDays(`${year}-01-01`, thursday) / 7) + 1;
  return `${year}-W${String(week).padStart(2, "0")}`;
}

/** The Monday of an ISO week, or null when `week` is not a real one (wrong form, week 00, week 53 of a 52-week year). */
export function isoWeekStart(week: string): string | null {
  const match = ISO_WEEK.exec(week);
  if (!match) return null;
  const [, year, n] = match;
  const number = Number(n);
  if (number < 1 || number > 53) return null;
  // 4 January is always in week 1.
  const monday = addDays(mondayOf(`${year}-01-04`), 7 * (number - 1));
  return isoWeekOf(monday) === week ? monday : null;
}

/** The week `n` weeks after `week` (before it, for negative `n`). */
export function addWeeks(week: string, n: number): string {
  const monday = isoWeekStart(week);
  if (monday === null) throw new Error(`Not an ISO week: ${week}`);
  return isoWeekOf(addDays(monday, 7 * n));
}
