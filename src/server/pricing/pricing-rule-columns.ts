import "server-only";
import { type SQL, sql } from "drizzle-orm";
import type { BoatExtra, DiscountRule } from "./price-lines";

/**
 * Two select-list columns that bring a boat's extras (in their order) and the discounts that may apply to a stay
 * starting on the placeholder `startDate` (active, the boat's own or global, the start date within their
 * validity) as JSON arrays, for the boat of the placeholder `boatId`. They ride on the quote's price-period
 * statement (stay_price_periods): uncorrelated subqueries, so PostgreSQL evaluates each once (an InitPlan) and
 * the quote keeps its round trips. The engine checks the thresholds.
 */
export const pricingRuleColumns = pricingRuleColumnsOf(sql`${sql.placeholder("boatId")}::integer`);

/**
 * The same two columns for the boat `boatId` (a placeholder, or the outer boat's id when they ride on a read of
 * the boat itself: quote-read.ts). The start date is always the placeholder `startDate`.
 */
export function pricingRuleColumnsOf(boatId: SQL) {
  return {
    extras: sql<BoatExtra[] | string>`coalesce((
    select json_agg(json_build_object(
      'id', e.id, 'name', e.name, 'unit', e.unit, 'amount', e.amount, 'currency', e.currency,
      'obligatory', e.obligatory, 'payable', e.payable) order by e.position, e.id)
    from boat_extras e where e.boat_id = ${boatId}), '[]'::json)`,
    discounts: sql<DiscountRule[] | string>`coalesce((
    select json_agg(json_build_object(
      'id', x.id, 'boatId', x.boat_id, 'kind', x.kind, 'percent', x.percent,
      'thresholdDays', x.threshold_days, 'validFrom', x.valid_from, 'validTo', x.valid_to,
      'active', x.active))
    from discounts x
    where x.active and (x.boat_id = ${boatId} or x.boat_id is null)
      and x.valid_from <= ${sql.placeholder("startDate")}::date
      and x.valid_to >= ${sql.placeholder("startDate")}::date), '[]'::json)`,
  };
}

/** The extras and discounts of a row carrying `pricingRuleColumns` (none without a row). */
export function pricingRulesOf(row: { extras: BoatExtra[] | string; discounts: DiscountRule[] | string } | undefined): {
  extras: BoatExtra[];
  discounts: DiscountRule[];
} {
  if (!row) return { extras: [], discounts: [] };
  return { extras: parsed(row.extras), discounts: parsed(row.discounts) };
}

/** json arrives parsed from node-postgres and PGlite; a driver handing text is parsed here. */
function parsed<T>(value: T[] | string | null): T[] {
  if (value === null) return [];
  return typeof value === "string" ? (JSON.parse(value) as T[]) : value;
}
