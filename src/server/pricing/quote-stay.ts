import "server-only";
import { and, asc, eq, gt, lt, sql } from "drizzle-orm";
import { todayIn } from "../../lib/dates";
import { unprocessable } from "../domain-errors";
import type { DbOrTx } from "../db/client";
import { prepared } from "../db/prepared";
import { boatPrices } from "../db/schema";
import { getSettings, ratesOf } from "../settings/get-settings";
import type { Settings } from "../settings/keys";
import { computeQuote, type PricePeriod } from "./compute-quote";
import { pricingRuleColumns, pricingRulesOf } from "./pricing-rule-columns";
import { type PricedQuote, priceQuote } from "./price-lines";
import { clock } from "../../lib/clock";

export type StayInput = {
  startDate: string;
  endDate: string;
  guests: number;
  /** The optional extras chosen (ids of this boat's extras); the obligatory ones are always in. */
  extras?: number[];
};

/**
 * Prices a stay of a boat with its price periods, extras and discounts, the deposit percent and the current
 * exchange rates (availability is checked by the caller). Every refusal is a 4xx with a Turkish message.
 */
export async function quoteStay(
  db: DbOrTx,
  boat: { id: number; guests: number; forRent: boolean },
  stay: StayInput,
  now = clock.now(),
): Promise<PricedQuote> {
  if (!boat.forRent) throw unprocessable("booking.boat_not_for_rent", "NOT_FOR_RENT");
  // The periods of the stay, each row also carrying the boat's extras and candidate discounts (evaluated once).
  const rows = await prepared(db, "stay_price_periods", (d) =>
    d
      .select({
        startDate: boatPrices.startDate,
        endDate: boatPrices.endDate,
        dayPrice: boatPrices.dayPrice,
        currency: boatPrices.currency,
        minDays: boatPrices.minDays,
        startWeekday: boatPrices.startWeekday,
        ...pricingRuleColumns,
      })
      .from(boatPrices)
      .where(
        and(
          eq(boatPrices.boatId, sql.placeholder("boatId")),
          lt(boatPrices.startDate, sql.placeholder("endDate")),
          gt(boatPrices.endDate, sql.placeholder("startDate")),
        ),
      )
      .orderBy(asc(boatPrices.startDate))
      .prepare("stay_price_periods"),
  ).execute({ boatId: boat.id, startDate: stay.startDate, endDate: stay.endDate });
  const settings = await getSettings(db);
  return priceStay(boat, stay, { periods: rows, rules: rows[0], settings }, now);
}

/**
 * The pricing of quoteStay once its reads are done: the stay's periods (each row may carry the boat's extras and
 * discounts, `pricingRuleColumns`) or the rules separately, and the settings. Pure; the public quote reads all of
 * it in one statement (quote-read.ts).
 */
export function priceStay(
  boat: { id: number; guests: number; forRent: boolean },
  stay: StayInput,
  read: {
    periods: PricePeriod[];
    rules: Parameters<typeof pricingRulesOf>[0];
    settings: Settings;
  },
  now = clock.now(),
): PricedQuote {
  if (!boat.forRent) throw unprocessable("booking.boat_not_for_rent", "NOT_FOR_RENT");
  const periods = read.periods.map(({ startDate, endDate, dayPrice, currency, minDays, startWeekday }) => ({
    startDate,
    endDate,
    dayPrice: Number(dayPrice),
    currency,
    minDays,
    startWeekday,
  }));
  const today = todayIn("Europe/Istanbul", now);
  const quote = computeQuote({
    startDate: stay.startDate,
    endDate: stay.endDate,
    guests: stay.guests,
    capacity: boat.guests,
    periods,
    today,
    depositPercent: Number(read.settings.deposit_percent),
    rates: ratesOf(read.settings),
  });
  return priceQuote(quote, { boatId: boat.id, ...pricingRulesOf(read.rules), chosen: stay.extras ?? [], today });
}
