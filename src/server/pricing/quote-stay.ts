import { and, asc, eq, gt, lt } from "drizzle-orm";
import { todayIn } from "../../lib/dates";
import { unprocessable } from "../api/errors";
import type { DbOrTx } from "../db/client";
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
  const periods = await db
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
        eq(boatPrices.boatId, boat.id),
        lt(boatPrices.startDate, stay.endDate),
        gt(boatPrices.endDate, stay.startDate),
      ),
    )
    .orderBy(asc(boatPrices.startDate));
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
