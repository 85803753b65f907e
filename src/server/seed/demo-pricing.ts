import "server-only";
import type { Currency } from "../../lib/money";
import type { boatPrices } from "../db/schema";
import { addDays, isoWeekday } from "../../lib/dates";
import type { BoatKind } from "./demo-place-names";

/**
 * The demo's price model: three seasons a year (low, mid, high), a day price per season per boat.
 * The boat_prices rows and every demo reservation total are computed from the same model, so they agree.
 */
export type Season = "low" | "mid" | "high";

export type PriceModel = {
  currency: Currency;
  /** Day price per season, in minor units. */
  day: Record<Season, number>;
  minDays: Record<Season, number>;
  /** ISO weekday a high-season stay must start on (6 = Saturday), or null. */
  highStartWeekday: number | null;
};

/** Season boundaries inside a year (month-day, from that day on). */
const SEASON_STARTS: [string, Season][] = [
  ["01-01", "low"],
  ["05-01", "mid"],
  ["06-15", "high"],
  ["09-15", "mid"],
  ["11-01", "low"],
];

export function seasonOf(day: string): Season {
  const monthDay = day.slice(5);
  let season: Season = "low";
  for (const [start, s] of SEASON_STARTS) if (monthDay >= start) season = s;
  return season;
}

/** The year whose summer the demo sells: from October on, next year's. */
export function seasonYear(today: string): number {
  const year = Number(today.slice(0, 4));
  return Number(today.slice(5, 7)) >= 10 ? year + 1 : year;
}

type KindPricing = {
  currency: Currency;
  perMeter: number;
  step: number;
  minDays: Record<Season, number>;
  weekday: number | null;
};

/** Low-season day price per metre of length (major units), rounded to `step`. Mid ×1.4, high ×2. */
const KIND_PRICING: Record<BoatKind, KindPricing> = {
  gulet: { currency: "EUR", perMeter: 36, step: 50, minDays: { low: 2, mid: 3, high: 7 }, weekday: 6 },
  motoryat: { currency: "EUR", perMeter: 75, step: 50, minDays: { low: 1, mid: 2, high: 3 }, weekday: null },
  yelkenli: { currency: "EUR", perMeter: 22, step: 10, minDays: { low: 2, mid: 3, high: 5 }, weekday: null },
  katamaran: { currency: "EUR", perMeter: 42, step: 10, minDays: { low: 2, mid: 3, high: 5 }, weekday: null },
  gezi: { currency: "TRY", perMeter: 850, step: 500, minDays: { low: 1, mid: 1, high: 1 }, weekday: null },
  surat: { currency: "TRY", perMeter: 1600, step: 500, minDays: { low: 1, mid: 1, high: 1 }, weekday: null },
};

const roundTo = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);

/** A boat's prices from its type and length; `factor` (about 0.85–1.2) gives each boat its own level. */
export function priceModel(kind: BoatKind, lengthM: number, factor: number): PriceModel {
  const k = KIND_PRICING[kind];
  const low = roundTo(lengthM * k.perMeter * factor, k.step);
  return {
    currency: k.currency,
    day: { low: low * 100, mid: roundTo(low * 1.4, k.step) * 100, high: roundTo(low * 2, k.step) * 100 },
    minDays: k.minDays,
    highStartWeekday: k.weekday,
  };
}

export function dayPrice(model: PriceModel, day: string): number {
  return model.day[seasonOf(day)];
}

/** The total of a stay [start, end): the sum of its day prices. */
export function stayTotal(model: PriceModel, start: string, end: string): number {
  let total = 0;
  for (let day = start; day < end; day = addDays(day, 1)) total += dayPrice(model, day);
  return total;
}

export type PricePeriod = Omit<typeof boatPrices.$inferInsert, "boatId" | "id" | "createdAt">;

/** The price periods [from, until), one row per season stretch (a winter across New Year is one row). */
export function pricePeriods(model: PriceModel, from: string, until: string): PricePeriod[] {
  const firstYear = Number(from.slice(0, 4));
  const lastYear = Number(until.slice(0, 4));
  const bounds: [string, Season][] = [];
  for (let year = firstYear; year <= lastYear; year++) {
    for (const [monthDay, season] of SEASON_STARTS) bounds.push([`${year}-${monthDay}`, season]);
  }
  const periods: PricePeriod[] = [];
  for (let i = 0; i < bounds.length; i++) {
    const [start, season] = bounds[i]!;
    const end = bounds[i + 1]?.[0] ?? `${lastYear + 1}-01-01`;
    const s = start < from ? from : start;
    const e = end > until ? until : end;
    if (s >= e) continue;
    const last = periods[periods.length - 1];
    if (last && last.endDate === s && last.dayPrice === model.day[season]) {
      last.endDate = e;
      continue;
    }
    periods.push({
      startDate: s,
      endDate: e,
      dayPrice: model.day[season],
      currency: model.currency,
      minDays: model.minDays[season],
      startWeekday: season === "high" ? model.highStartWeekday : null,
    });
  }
  return periods;
}

/** The first day on or after `day` that falls on ISO `weekday` (6 = Saturday). */
export function nextWeekday(day: string, weekday: number): string {
  return addDays(day, (weekday - isoWeekday(day) + 7) % 7);
}
