import "server-only";
import { diffDays, eachDay, isoWeekday } from "../../lib/dates";
import { CURRENCIES, type Currency, convert, depositOf, type Rates } from "../../lib/money";
import { AppError, badRequest, unprocessable } from "../domain-errors";
import { msg } from "@/shared/messages/message-ref";

/** A price period of one boat: [start_date, end_date) at a day price in its currency. */
export type PricePeriod = {
  startDate: string;
  endDate: string;
  dayPrice: number;
  currency: Currency;
  minDays: number;
  /** ISO weekday a stay must start on (1 = Monday … 7 = Sunday), or null. */
  startWeekday: number | null;
};

export type QuoteInput = {
  startDate: string;
  endDate: string;
  guests: number;
  /** The boat's guest capacity. */
  capacity: number;
  /** The boat's price periods (any order; they never overlap). */
  periods: PricePeriod[];
  /** Today in Europe/Istanbul (YYYY-MM-DD): a stay may not start before it. */
  today: string;
  depositPercent: number;
  /** The current exchange rates (TL per unit). */
  rates: Rates;
};

export type Amounts = { total: number; deposit: number; balance: number };

export type Quote = {
  start_date: string;
  end_date: string;
  /** Number of charged days (= nights) in [start_date, end_date). */
  day_count: number;
  guests: number;
  days: { date: string; price: number }[];
  total: number;
  deposit: number;
  balance: number;
  currency: Currency;
  deposit_percent: number;
  /** The rules of the period of the first day. */
  min_days: number;
  start_weekday: number | null;
  /** The same amounts in every currency, at the current rates. */
  converted: Record<Currency, Amounts>;
  rates: Rates;
};

/** The longest stay one quote (and one reservation) may cover. */
export const MAX_STAY_DAYS = 365;

function periodOf(periods: PricePeriod[], day: string): PricePeriod | undefined {
  return periods.find((p) => p.startDate <= day && day < p.endDate);
}

/** Amounts in another currency: total and deposit converted, balance their difference (so they add up). */
function convertAmounts(amounts: Amounts, from: Currency, to: Currency, rates: Rates): Amounts {
  const total = convert(amounts.total, from, to, rates);
  const deposit = Math.min(convert(amounts.deposit, from, to, rates), total);
  return { total, deposit, balance: total - deposit };
}

/**
 * The rules every stay obeys, priced or not: end after start, at most MAX_STAY_DAYS days, not starting
 * before today, within the boat's capacity. Answers the number of days.
 */
export function checkStay(input: {
  startDate: string;
  endDate: string;
  guests: number;
  capacity: number;
  today: string;
}): number {
  const { startDate, endDate } = input;
  if (endDate <= startDate) {
    throw new AppError(400, "INVALID_RANGE", "booking.end_after_start");
  }
  const dayCount = diffDays(startDate, endDate);
  if (dayCount > MAX_STAY_DAYS) {
    throw badRequest(msg("booking.max_stay", { days: MAX_STAY_DAYS }));
  }
  if (startDate < input.today) {
    throw unprocessable("booking.past_date", "DATE_IN_PAST");
  }
  if (input.guests > input.capacity) {
    throw unprocessable(msg("pricing.too_many_guests", { capacity: input.capacity }), "TOO_MANY_GUESTS");
  }
  return dayCount;
}

/**
 * Prices a stay [startDate, endDate) from the boat's price periods. Pure: every rule that can refuse a
 * stay lives here (except availability, which needs the database), each with its own message (a key of the error catalogues).
 *
 * - Every day must lie in a price period; the stay's price is the sum of each day's price.
 * - The period of the first day sets the currency, the minimum stay and the required start weekday.
 * - A day of a period in another currency is converted into that currency at the current rates, each day
 *   rounded half up to a whole minor unit (periods of one boat normally share a currency).
 * - deposit = depositOf(total, deposit percent) (half up to a whole minor unit); balance = total − deposit.
 */
export function computeQuote(input: QuoteInput): Quote {
  const { startDate, endDate, guests } = input;
  const dayCount = checkStay(input);
  const days = eachDay(startDate, endDate);

  const dayPeriods = days.map((day) => periodOf(input.periods, day));
  if (dayPeriods.some((p) => p === undefined)) {
    throw unprocessable("booking.no_price", "PRICE_MISSING");
  }
  const first = dayPeriods[0]!;
  if (dayCount < first.minDays) {
    throw unprocessable(msg("booking.min_stay", { days: first.minDays }), "MIN_DAYS");
  }
  if (first.startWeekday !== null && isoWeekday(startDate) !== first.startWeekday) {
    throw unprocessable(msg("booking.start_weekday", { weekday: first.startWeekday }), "START_WEEKDAY");
  }

  const currency = first.currency;
  const priced = days.map((date, i) => {
    const period = dayPeriods[i]!;
    return { date, price: convert(period.dayPrice, period.currency, currency, input.rates) };
  });
  const total = priced.reduce((sum, d) => sum + d.price, 0);
  const deposit = depositOf(total, input.depositPercent);
  const amounts = { total, deposit, balance: total - deposit };
  const converted = Object.fromEntries(
    CURRENCIES.map((c) => [c, c === currency ? amounts : convertAmounts(amounts, currency, c, input.rates)]),
  ) as Record<Currency, Amounts>;

  return {
    start_date: startDate,
    end_date: endDate,
    day_count: dayCount,
    guests,
    days: priced,
    ...amounts,
    currency,
    deposit_percent: input.depositPercent,
    min_days: first.minDays,
    start_weekday: first.startWeekday,
    converted,
    rates: input.rates,
  };
}
