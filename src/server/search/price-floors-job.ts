import "server-only";
import { sql } from "drizzle-orm";
import { todayIn } from "../../lib/dates";
import type { DbOrTx } from "../db/client";
import type { Job } from "../jobs/runner";
import { syncPriceFloorRates } from "./sync-price-floor-rates";

/**
 * Recomputes the boat_price_floors rows that a passing day has outdated (one of their periods has ended) and
 * answers how many. The listing stays exact without this (it reads such a boat's periods instead); this keeps it
 * fast. Price writes refresh their boat's row themselves (triggers of migration 0015).
 */
export async function refreshOutdatedPriceFloors(db: DbOrTx, today = todayIn()): Promise<number> {
  const result = (await db.execute(
    sql`select boat_id from boat_price_floors where valid_until <= ${today}::date order by boat_id`,
  )) as unknown as { rows: { boat_id: number }[] };
  const ids = result.rows.map((row) => Number(row.boat_id));
  if (ids.length === 0) return 0;
  await db.execute(sql`select refresh_boat_price_floors(${`{${ids.join(",")}}`}::integer[], ${today}::date)`);
  return ids.length;
}

/**
 * Every hour (a second after start too): the admin's rates as the TL floors' rates when they differ (normally
 * done by the rates form already), then the rows outdated since the last pass, usually none.
 */
export function priceFloorsJob(db: DbOrTx, today = () => todayIn()): Job<number> {
  return {
    name: "price-floors",
    everyMs: 60 * 60 * 1000,
    run: async () => {
      await syncPriceFloorRates(db);
      return refreshOutdatedPriceFloors(db, today());
    },
  };
}
