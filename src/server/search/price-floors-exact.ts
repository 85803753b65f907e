import "server-only";
import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { prepared } from "../db/prepared";
import { boatPriceFloorRates } from "../db/schema";
import { RATES_IN_SQL } from "./rates-sql";

/**
 * Whether boat_price_floors.try_floor is each boat's exact lowest day price in TL for `today` at the admin's
 * rates: the rows were converted with those rates (boat_price_floor_rates equals the exchange settings, compared
 * as numbers by the statement itself, so "42.350" is "42.35") and every row is exact for the day
 * (computed_on <= today < valid_until). Then the listing may filter and order by try_floor through its index;
 * otherwise it computes the floor per boat (docs/performance-journal.md, migration 0025). One prepared statement: three
 * one-entry index reads and the three settings.
 */
export async function priceFloorsExact(db: DbOrTx, today: string): Promise<boolean> {
  const [state] = await prepared(db, "price_floors_state", (d) =>
    d
      .select({
        sameRates: sql<boolean>`(${boatPriceFloorRates.usd} = ${RATES_IN_SQL.USD}::numeric and ${boatPriceFloorRates.eur} = ${RATES_IN_SQL.EUR}::numeric and ${boatPriceFloorRates.gbp} = ${RATES_IN_SQL.GBP}::numeric)`,
        newest: sql<string | null>`(select max(computed_on)::text from boat_price_floors)`,
        soonest: sql<string | null>`(select min(valid_until)::text from boat_price_floors)`,
      })
      .from(boatPriceFloorRates)
      .where(eq(boatPriceFloorRates.id, 1))
      .prepare("price_floors_state"),
  ).execute();
  if (!state) return false;
  return (
    state.sameRates === true &&
    (state.newest === null || state.newest <= today) &&
    (state.soonest === null || state.soonest > today)
  );
}
