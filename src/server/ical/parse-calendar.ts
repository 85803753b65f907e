import "server-only";
import ical, { type DateWithTimeZone, type VEvent } from "node-ical";
import { addDays } from "../../lib/dates";
import { icalInvalidError } from "./ical-errors";
import { msg } from "@/shared/messages/message-ref";

/** One closed range read from a feed: plain days, half-open [start_date, end_date). */
export type FeedEvent = { uid: string; start_date: string; end_date: string; summary: string };
export type SkippedEvent = { uid: string; reason: string };
export type ParsedCalendar = { events: FeedEvent[]; skipped: SkippedEvent[] };

/** The time zone the boats live in: a timed event blocks the days it touches there. */
export const BOAT_TIME_ZONE = "Europe/Istanbul";
const HORIZON_DAYS = 2 * 366;
const MAX_EVENTS = 2000;

const pad = (n: number) => String(n).padStart(2, "0");
const dayInZone = new Intl.DateTimeFormat("en-CA", {
  timeZone: BOAT_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/**
 * A feed date as a plain day. node-ical gives an all-day date as the machine's local midnight, so its
 * local getters hold the calendar day whatever TZ the process runs in; a timed moment is read in Turkey's time.
 */
export function plainDay(date: Date, allDay: boolean): string {
  if (allDay) return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return dayInZone.format(date);
}

const isValidDate = (d: unknown): d is DateWithTimeZone => d instanceof Date && !Number.isNaN(d.getTime());

function textOf(value: unknown): string {
  if (typeof value === "string") return value;
  if (value && typeof value === "object" && "val" in value) return String((value as { val: unknown }).val ?? "");
  return "";
}

/**
 * Days of one occurrence. All-day: DTEND is already exclusive. Timed: from the day it starts to the day it
 * ends (a stay ending Saturday 11:00 frees Saturday for the next check-in), at least one day.
 */
function rangeOf(start: Date, end: Date | undefined, allDay: boolean): { start: string; end: string } | null {
  const first = plainDay(start, allDay);
  if (end && end.getTime() < start.getTime()) return null;
  let last = end ? plainDay(end, allDay) : addDays(first, 1);
  if (last <= first) last = addDays(first, 1);
  return { start: first, end: last };
}

function occurrences(event: VEvent, today: string): { start: Date; end: Date | undefined; allDay: boolean }[] {
  const allDay = event.datetype === "date" || event.start.dateOnly === true;
  if (!event.rrule) return [{ start: event.start, end: isValidDate(event.end) ? event.end : undefined, allDay }];
  const from = new Date(`${addDays(today, -1)}T00:00:00Z`);
  const to = new Date(`${addDays(today, HORIZON_DAYS)}T00:00:00Z`);
  return ical
    .expandRecurringEvent(event, { from, to, expandOngoing: true })
    .slice(0, MAX_EVENTS)
    .map((i) => ({ start: i.start, end: i.end, allDay: i.isFullDay }));
}

/** Merges overlapping ranges of one feed (the database would refuse them side by side). */
function mergeOverlapping(events: FeedEvent[]): FeedEvent[] {
  const sorted = [...events].sort(
    (a, b) =>
      a.start_date.localeCompare(b.start_date) || a.end_date.localeCompare(b.end_date) || a.uid.localeCompare(b.uid),
  );
  const merged: FeedEvent[] = [];
  for (const event of sorted) {
    const last = merged.at(-1);
    if (last && event.start_date < last.end_date) {
      if (event.end_date > last.end_date) last.end_date = event.end_date;
      if (!last.uid.split(" + ").includes(event.uid)) last.uid = `${last.uid} + ${event.uid}`.slice(0, 1000);
      continue;
    }
    merged.push({ ...event });
  }
  return merged;
}

/**
 * Reads an iCal text into the closed ranges from `today` on (Europe/Istanbul), within two years: recurring
 * events are expanded, cancelled events (STATUS:CANCELLED) ignored, unreadable events listed in
 * `skipped`, overlapping ranges merged. Not a calendar at all → 422.
 */
export function parseCalendar(text: string, today: string): ParsedCalendar {
  const clean = text.replace(/^\uFEFF/, "");
  if (!/^\s*BEGIN:VCALENDAR/i.test(clean) || !/END:VCALENDAR\s*$/i.test(clean)) {
    throw icalInvalidError("ical.unreadable");
  }
  let data: ReturnType<typeof ical.sync.parseICS>;
  try {
    data = ical.sync.parseICS(clean);
  } catch {
    throw icalInvalidError("ical.unreadable");
  }
  const horizon = addDays(today, HORIZON_DAYS);
  const events: FeedEvent[] = [];
  const skipped: SkippedEvent[] = [];
  for (const component of Object.values(data)) {
    if (component?.type !== "VEVENT") continue;
    const event = component as VEvent;
    const uid = textOf(event.uid).trim().slice(0, 500);
    // TRANSP:TRANSPARENT ("show as free") is Google Calendar's default for all-day events, so owners' own
    // bookings carry it: an event blocks its days whatever its transparency; only a cancelled one does not.
    if (event.status === "CANCELLED") continue;
    if (!isValidDate(event.start)) {
      skipped.push({ uid, reason: "Başlangıç tarihi yok veya okunamadı." });
      continue;
    }
    const summary = textOf(event.summary).trim().slice(0, 200);
    for (const occurrence of occurrences(event, today)) {
      const range = rangeOf(occurrence.start, occurrence.end, occurrence.allDay);
      if (!range) {
        skipped.push({ uid, reason: "Bitiş tarihi başlangıç tarihinden önce." });
        continue;
      }
      if (range.end <= today || range.start >= horizon) continue;
      events.push({ uid: uid || `${range.start}/${range.end}`, start_date: range.start, end_date: range.end, summary });
      if (events.length > MAX_EVENTS) {
        throw icalInvalidError(msg("ical.too_many_events", { max: MAX_EVENTS }));
      }
    }
  }
  return { events: mergeOverlapping(events), skipped };
}
