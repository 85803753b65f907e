import "server-only";
import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { prepared } from "../db/prepared";
import { boats } from "../db/schema";
import type { BoatExtra, DiscountRule } from "./price-lines";

/**
 * A boat's extras (in their order) and the discounts that may apply to a stay starting on `startDate` (active,
 * the boat's own or global, the start date within their validity), in ONE round trip: a prepared statement
 * like stay_price_periods, each list built as JSON by the database. The engine checks the thresholds.
 */
export async function loadPricingRules(
  db: DbOrTx,
  boatId: number,
  startDate: string,
): Promise<{ extras: BoatExtra[]; discounts: DiscountRule[] }> {
  const [row] = await prepared(db, "stay_extras_discounts", (d) =>
    d
      .select({
        extras: sql<BoatExtra[]>`coalesce((
          select json_agg(json_build_object(
            'id', e.id, 'name', e.name, 'unit', e.unit, 'amount', e.amount, 'currency', e.currency,
            'obligatory', e.obligatory, 'payable', e.payable) order by e.position, e.id)
          from boat_extras e where e.boat_id = ${sql.placeholder("boatId")}::integer), '[]'::json)`,
        discounts: sql<DiscountRule[]>`coalesce((
          select json_agg(json_build_object(
            'id', x.id, 'boatId', x.boat_id, 'kind', x.kind, 'percent', x.percent,
            'thresholdDays', x.threshold_days, 'validFrom', x.valid_from, 'validTo', x.valid_to,
            'active', x.active))
          from discounts x
          where x.active and (x.boat_id = ${sql.placeholder("boatId")}::integer or x.boat_id is null)
            and x.valid_from <= ${sql.placeholder("startDate")}::date
            and x.valid_to >= ${sql.placeholder("startDate")}::date), '[]'::json)`,
      })
      .from(boats)
      .where(eq(boats.id, sql.placeholder("boatId")))
      .prepare("stay_extras_discounts"),
  ).execute({ boatId, startDate });
  return { extras: parsed(row?.extras), discounts: parsed(row?.discounts) };
}

/** json arrives parsed from node-postgres and PGlite; a driver handing text is parsed here. */
function parsed<T>(value: T[] | string | undefined | null): T[] {
  if (value === undefined || value === null) return [];
  return typeof value === "string" ? (JSON.parse(value) as T[]) : value;
}
