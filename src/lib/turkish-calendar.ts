/**
 * Turkish day and month names and the Turkish ways of writing a date (`10.07.2027`, `10 Temmuz 2027`,
 * `Temmuz 2027`), on plain ISO strings: a calendar day never passes through local time, so no time zone can shift
 * it. Apart from lib/dates.ts, whose day arithmetic the site's first JavaScript carries.
 */
import { isoWeekday, todayIn } from "./dates";

export const TURKISH_MONTHS = [
  "Ocak",
  "Şubat",
  "Mart",
  "Nisan",
  "Mayıs",
  "Haziran",
  "Temmuz",
  "Ağustos",
  "Eylül",
  "Ekim",
  "Kasım",
  "Aralık",
] as const;

/** Short weekday heads of a Monday-first calendar grid. */
export const TURKISH_WEEKDAYS_SHORT = ["Pt", "Sa", "Ça", "Pe", "Cu", "Ct", "Pz"] as const;

/** Turkish name of a month (1 = Ocak … 12 = Aralık). */
export function monthNameTr(month: number): string {
  return TURKISH_MONTHS[month - 1] ?? "";
}

/** `2027-07` (or a day of it) → `Temmuz 2027`. */
export function formatMonthTr(month: string): string {
  return `${monthNameTr(Number(month.slice(5, 7)))} ${month.slice(0, 4)}`;
}

/** The month `n` months after (or before, for negative `n`) `month`, both as `YYYY-MM`. */
export function addMonths(month: string, n: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** `2027-07-10` → `10 Temmuz 2027`; with `weekday`, `10 Temmuz 2027 Cumartesi`. */
export function formatDayLongTr(day: string, { weekday = false }: { weekday?: boolean } = {}): string {
  const text = `${Number(day.slice(8, 10))} ${formatMonthTr(day)}`;
  return weekday ? `${text} ${weekdayNameTr(isoWeekday(day))}` : text;
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/** `14:30`: a moment's wall-clock time in a zone. */
function timeIn(moment: Date, timeZone: string): string {
  let format = timeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("tr-TR", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
    timeFormats.set(timeZone, format);
  }
  return format.format(moment);
}

/** A moment as a long Turkish date in a zone (Istanbul by default): `12 Temmuz 2027`, with `time` `… 14:30`. */
export function formatMomentLongTr(
  moment: Date,
  { time = false, timeZone = "Europe/Istanbul" }: { time?: boolean; timeZone?: string } = {},
): string {
  const day = formatDayLongTr(todayIn(timeZone, moment));
  return time ? `${day} ${timeIn(moment, timeZone)}` : day;
}

/** A moment as a zone's wall-clock time in sortable form (Istanbul by default): `2027-07-12 14:30`. */
export function formatMomentSortable(moment: Date, timeZone = "Europe/Istanbul"): string {
  return `${todayIn(timeZone, moment)} ${timeIn(moment, timeZone)}`;
}

/** `2027-07-10` → `10.07.2027`, the Turkish way of writing a day. */
export function formatDayTr(day: string): string {
  const [y, m, d] = day.split("-");
  return `${d}.${m}.${y}`;
}

/** A moment as Turkish local date and time in Istanbul: `12.07.2027 14:30`. */
export function formatDateTimeTr(moment: Date, timeZone = "Europe/Istanbul"): string {
  const parts = new Intl.DateTimeFormat("tr-TR", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(moment);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${get("day")}.${get("month")}.${get("year")} ${get("hour")}:${get("minute")}`;
}

export const TURKISH_WEEKDAYS = ["Pazartesi", "Salı", "Çarşamba", "Perşembe", "Cuma", "Cumartesi", "Pazar"] as const;

/** Turkish name of an ISO weekday (1 = Pazartesi … 7 = Pazar). */
export function weekdayNameTr(isoDay: number): string {
  return TURKISH_WEEKDAYS[isoDay - 1] ?? "";
}
