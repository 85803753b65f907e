import "server-only";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { boatPriceFloorRates } from "../db/schema";
import { getSettings, ratesOf } from "../settings/get-settings";

/**
 * Stores the admin's exchange rates as the ones boat_price_floors.try_floor is computed with, when they differ
 * (a trigger then recomputes every row in this transaction; ~1 s at 50,000 boats). Until this runs after a rate
 * change the listing computes the floors per boat, so the answers stay exact either way; this keeps them fast.
 * Answers whether the rates changed.
 */
export async function syncPriceFloorRates(db: DbOrTx): Promise<boolean> {
  const rates = ratesOf(await getSettings(db));
  const rows = await db
    .insert(boatPriceFloorRates)
    .values({ id: 1, usd: rates.USD, eur: rates.EUR, gbp: rates.GBP })
    .onConflictDoUpdate({
      target: boatPriceFloorRates.id,
      set: { usd: rates.USD, eur: rates.EUR, gbp: rates.GBP },
      setWhere: sql`(${boatPriceFloorRates.usd}, ${boatPriceFloorRates.eur}, ${boatPriceFloorRates.gbp}) IS DISTINCT FROM (${rates.USD}::numeric, ${rates.EUR}::numeric, ${rates.GBP}::numeric)`,
    })
    .returning({ id: boatPriceFloorRates.id });
  return rows.length > 0;
}
