import "server-only";
import { and, asc, eq, gt, lt, sql } from "drizzle-orm";
import { todayIn } from "../../lib/dates";
import { unprocessable } from "../domain-errors";
import type { DbOrTx } from "../db/client";
import { prepared } from "../db/prepared";
import { boatPrices } from "../db/schema";
import { getSettings, ratesOf } from "../settings/get-settings";
import { computeQuote, type Quote } from "./compute-quote";
import { clock } from "../../lib/clock";

export type StayInput = { startDate: string; endDate: string; guests: number };

/**
 * Prices a stay of a boat with its price periods, the deposit percent and the current exchange rates
 * (availability is checked by the caller). Every refusal is a 4xx with a Turkish message.
 */
export async function quoteStay(
  db: DbOrTx,
  boat: { id: number; guests: number; forRent: boolean },
  stay: StayInput,
  now = clock.now(),
): Promise<Quote> {
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
  return computeQuote({
    ...stay,
    capacity: boat.guests,
    periods,
    today: todayIn("Europe/Istanbul", now),
    depositPercent: Number(settings.deposit_percent),
    rates: ratesOf(settings),
  });
}
