import { clock, setClock } from "@/lib/clock";
import { addDays, monthStartAfter, todayIn, weekdayAhead } from "@/lib/dates";

/**
 * Dates for tests, built from the app's clock (src/lib/clock.ts) as Istanbul calendar days, never written as
 * literals: a test stays green whatever the date of the machine (CI runs the suite under faketime).
 */

/** Today in Istanbul by the app's clock. */
export function today(): string {
  return todayIn("Europe/Istanbul", clock.now());
}

/** The day `n` days after today (before it, for negative `n`). */
export function daysFromToday(n: number): string {
  return addDays(today(), n);
}

/** The first `isoDay` weekday (1 = Monday … 7 = Sunday) at least a week ahead, then `weeksAfter` weeks later. */
export function nextWeekday(isoDay: number, { weeksAfter = 0 } = {}): string {
  return weekdayAhead(today(), isoDay, weeksAfter);
}

/** A Saturday at least a week ahead, then `weeksAfter` weeks later (charter weeks run Saturday to Saturday). */
export function nextSaturday(weeksAfter = 0): string {
  return nextWeekday(6, { weeksAfter });
}

/** The first day of the month `n` months after this one (n = 0: this month). */
export function monthStartAhead(n: number): string {
  return monthStartAfter(today(), n);
}

/** The month of a day as "YYYY-MM". */
export function monthOf(day: string): string {
  return day.slice(0, 7);
}

/** The year of a day as a number. */
export function yearOf(day: string): number {
  return Number(day.slice(0, 4));
}

/** A price period over "the coming months": [today, today + `days`), the factories' default. */
export function priceSpan(days = 400): { start: string; end: string } {
  return { start: today(), end: daysFromToday(days) };
}

/** Stops the app's clock at `moment` until the returned function is called (put it in afterEach/afterAll). */
export function freezeClock(moment: Date): () => void {
  const at = moment.getTime();
  return setClock(() => new Date(at));
}

/** The `day`-th day of the month `n` months after this one (monthDay(2, 15): the 15th of the month after next). */
export function monthDay(n: number, day = 1): string {
  return addDays(monthStartAhead(n), day - 1);
}
