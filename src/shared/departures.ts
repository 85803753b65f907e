import { z } from "zod";
import { msg } from "@/shared/messages/message-ref";
import { isIsoDate } from "@/lib/dates";
import { pagingFields } from "@/shared/input";
import { isoWeekStart } from "@/lib/iso-weeks";
import { CURRENCIES } from "@/lib/money";
import { RESERVATION_STATUSES } from "@/shared/reservation-status";

/** Rows of the list on one page unless `take` says otherwise. */
export const DEPARTURES_PAGE = 100;

/** Days the list can show: a real day between 2000 and 2100 (anything else is a typo, not a search). */
const inRange = (day: string) => day >= "2000-01-01" && day <= "2100-12-31";

const rangeFields = {
  /** One Istanbul day, YYYY-MM-DD. Without `day` and `week`: today in Türkiye by the app's clock. */
  day: z
    .string()
    .trim()
    .refine((d) => isIsoDate(d) && inRange(d), { error: msg("departures.day") })
    .optional(),
  /** One ISO week (Monday to Sunday), YYYY-Www, e.g. 2027-W05. */
  week: z
    .string()
    .trim()
    .refine((w) => isoWeekStart(w) !== null && inRange(w.slice(0, 4)), {
      error: msg("departures.week"),
    })
    .optional(),
};
const oneRange = (q: { day?: string; week?: string }) => q.day === undefined || q.week === undefined;
const oneRangeError = { error: msg("departures.day_or_week"), path: ["week"] };

/** The day or week of the PDF: every row of it, unpaged. */
export const departuresQuery = z.object(rangeFields).refine(oneRange, oneRangeError);

/** The list on screen: a day or week, paged by `skip`/`take` (100 rows a page by default, at most 500). */
export const departuresPageQuery = z
  .object({ ...rangeFields, ...pagingFields(DEPARTURES_PAGE, 500) })
  .refine(oneRange, oneRangeError);

export type DeparturesQuery = z.output<typeof departuresQuery> & { skip?: number; take?: number };

export const departureRowSchema = z.object({
  /** check_in: the guests board (a departure); check_out: they leave the boat (a return). */
  movement: z.enum(["check_in", "check_out"]),
  /** The day of the movement (start_date for a check-in, end_date for a check-out). */
  date: z.string(),
  /** The boat's check-in or check-out time, HH:MM. */
  time: z.string(),
  id: z.number().int(),
  code: z.string(),
  status: z.enum(RESERVATION_STATUSES),
  status_label: z.string(),
  boat: z.object({ id: z.number().int(), name: z.string() }),
  customer_name: z.string(),
  customer_phone: z.string(),
  guests: z.number().int(),
  start_date: z.string(),
  end_date: z.string(),
  currency: z.enum(CURRENCIES),
  /** Minor units of `currency`. */
  total: z.number().int(),
  /** Deposits + balances − refunds; voided payments count for nothing. */
  paid: z.number().int(),
  /** total − paid: what Liman still has to collect (negative when overpaid). */
  balance_due: z.number().int(),
  /** Extras paid at the base (frozen reservation lines), minor units of `currency`. */
  extras_due_at_base: z.number().int(),
  /** The guest's passenger list: how many entered and whether that covers every guest; null when unknown. */
  passenger_list: z.object({ count: z.number().int(), complete: z.boolean() }).nullable(),
  /** When the check-in and the check-out protocols were saved on the quay (issue 30); null until then. */
  checked_in_at: z.string().nullable(),
  checked_out_at: z.string().nullable(),
});
export type DepartureRow = z.output<typeof departureRowSchema>;

export const departuresSchema = z.object({
  view: z.enum(["day", "week"]),
  /** First and last day shown (inclusive). */
  from: z.string(),
  to: z.string(),
  /** The ISO week shown (week view) or the week of the day shown (day view). */
  week: z.string(),
  /** Today in Türkiye by the app's clock. */
  today: z.string(),
  /** Check-ins and check-outs ordered by day, time, boat: the page asked for (every row for the PDF). */
  rows: z.array(departureRowSchema),
  /** How many rows the whole day or week has, and the page's place in them. */
  total: z.number().int(),
  skip: z.number().int(),
  take: z.number().int(),
});
export type DeparturesList = z.output<typeof departuresSchema>;
