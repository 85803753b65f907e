import "server-only";
import { type SQL, sql } from "drizzle-orm";
import { boatPriceFloors as f } from "../db/schema";
import { CURRENCIES, type Currency } from "../../lib/money";
import type { RateValues } from "./rates-sql";

/** An amount column in `currency` converted to TL (minor units, rounded) with the admin's rates. */
export function inTry(amount: SQL | unknown, currency: SQL | unknown, rates: RateValues): SQL<number> {
  const rate = (c: Currency) => (c === "TRY" ? sql`1::numeric` : sql`${rates[c]}::numeric`);
  // The codes are our own constants (lib/money), written as SQL literals like the enum values they match.
  const cases = sql.join(
    CURRENCIES.map((c) => sql`WHEN ${sql.raw(`'${c}'`)} THEN ${rate(c)}`),
    sql` `,
  );
  return sql<number>`round(${amount} * (CASE ${currency}::text ${cases} END))::bigint`;
}

/**
 * The boat's lowest day price in TL over the periods ending after `today`, from its boat_price_floors row (joined
 * by the caller) when that row is exact for `today`, else `fallback`. Rounding is monotonic, so converting each
 * currency's minimum gives the minimum of the converted periods, the same figure as `inTry` over the periods;
 * LEAST skips the currencies without a period and is null when there is none, like min() over no rows.
 */
export function floorTry(rates: RateValues, today: string, fallback: SQL): SQL<number> {
  return sql<number>`(CASE WHEN ${f.computedOn} <= ${today}::date AND (${f.validUntil} IS NULL OR ${f.validUntil} > ${today}::date)
    THEN least(${f.tryMin}, round(${f.usdMin} * ${rates.USD}::numeric)::bigint, round(${f.eurMin} * ${rates.EUR}::numeric)::bigint, round(${f.gbpMin} * ${rates.GBP}::numeric)::bigint)
    ELSE ${fallback} END)`;
}
