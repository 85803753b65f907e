import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Rates } from "../../lib/money";
import type { DbOrTx } from "../db/client";
import { prepared } from "../db/prepared";
import { boatPriceFloorRates } from "../db/schema";

/** "42.350" and "42.35" are the same rate: the digits without leading and trailing zeros. */
const sameRate = (a: string, b: string) => {
  const norm = (x: string) => {
    const [int = "", frac = ""] = x.trim().replace(/^\+/, "").split(".");
    return `${int.replace(/^0+(?=\d)/, "")}.${frac.replace(/0+$/, "")}`;
  };
  return norm(a) === norm(b);
};

/**
 * Whether boat_price_floors.try_floor is each boat's exact lowest day price in TL for `today` at `rates`: the
 * rows were converted with these rates (boat_price_floor_rates) and every row is exact for the day
 * (computed_on <= today < valid_until). Then the listing may filter and order by try_floor through its index;
 * otherwise it computes the floor per boat (docs/performance.md, migration 0025). Two one-entry index reads.
 */
export async function priceFloorsExact(db: DbOrTx, today: string, ratesRead: Rates | Promise<Rates>): Promise<boolean> {
  const stateRead = prepared(db, "price_floors_state", (d) =>
    d
      .select({
        usd: sql<string>`${boatPriceFloorRates.usd}::text`,
        eur: sql<string>`${boatPriceFloorRates.eur}::text`,
        gbp: sql<string>`${boatPriceFloorRates.gbp}::text`,
        newest: sql<string | null>`(select max(computed_on)::text from boat_price_floors)`,
        soonest: sql<string | null>`(select min(valid_until)::text from boat_price_floors)`,
      })
      .from(boatPriceFloorRates)
      .where(eq(boatPriceFloorRates.id, 1))
      .prepare("price_floors_state"),
  ).execute();
  // The rates may still be on their way (the caller reads the settings at the same time).
  const [[state], rates] = await Promise.all([stateRead, ratesRead]);
  if (!state) return false;
  return (
    sameRate(state.usd, rates.USD) &&
    sameRate(state.eur, rates.EUR) &&
    sameRate(state.gbp, rates.GBP) &&
    (state.newest === null || state.newest <= today) &&
    (state.soonest === null || state.soonest > today)
  );
}
