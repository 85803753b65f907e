import { isIsoDate } from "@/lib/dates";
import type { Stay } from "./booking-context";

type Query = Record<string, string | string[] | undefined>;

/** The stay a search link carries (start_date, end_date, guests), with anything invalid left empty or clamped. */
export function initialBooking(query: Query, maxGuests: number): Stay {
  const first = (key: string) => {
    const value = query[key];
    return typeof value === "string" ? value : undefined;
  };
  const start = first("start_date");
  const end = first("end_date");
  return {
    start: start && isIsoDate(start) ? start : "",
    end: end && isIsoDate(end) && start && end > start ? end : "",
    guests: Math.min(Math.max(1, Number(first("guests")) || 2), maxGuests),
  };
}
