import "server-only";
import { and, asc, eq, gt, lt, sql } from "drizzle-orm";
import { todayIn } from "../../lib/dates";
import { unprocessable } from "../domain-errors";
import type { DbOrTx } from "../db/client";
import { prepared } from "../db/prepared";
import { boatPrices } from "../db/schema";
import { getSettings, ratesOf } from "../settings/get-settings";
import { computeQuote } from "./compute-quote";
import { loadPricingRules } from "./load-pricing-rules";
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
  if (!boat.forRent) throw unprocessable("Bu tekne kiralık değil.", "NOT_FOR_RENT");
  const periods = await prepared(db, "stay_price_periods", (d) =>
    d
      .select({
        startDate: boatPrices.startDate,
        endDate: boatPrices.endDate,
        dayPrice: boatPrices.dayPrice,
        currency: boatPrices.currency,
        minDays: boatPrices.minDays,
        startWeekday: boatPrices.startWeekday,
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
  const today = todayIn("Europe/Istanbul", now);
  const quote = computeQuote({
    startDate: stay.startDate,
    endDate: stay.endDate,
    guests: stay.guests,
    capacity: boat.guests,
    periods,
    today,
    depositPercent: Number(settings.deposit_percent),
    rates: ratesOf(settings),
  });
  const rules = await loadPricingRules(db, boat.id, stay.startDate);
  return priceQuote(quote, { boatId: boat.id, ...rules, chosen: stay.extras ?? [], today });
}
