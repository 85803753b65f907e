import "server-only";
import { type SQL, sql } from "drizzle-orm";

/**
 * The percent of the best discount a boat's card and page advertise, or null (a correlated subquery on the
 * boat's id): active, the boat's own or global, still valid on or after `today`, and able to apply to some stay
 * starting today or later — early booking: a start ≥ today + threshold within the validity (valid_to ≥ today +
 * threshold); last minute: a start in [today, today + threshold] within it (valid_from ≤ today + threshold); long
 * stay: any start within it. Which stays it fits is shown in the quote; the price floor is not changed by it.
 */
export function discountPercentSql(boatId: SQL | SQL.Aliased | unknown, today: string): SQL<number | null> {
  const day = sql`${today}::date`;
  return sql<number | null>`(select max(d.percent)::int from discounts d
    where d.active and (d.boat_id = ${boatId} or d.boat_id is null) and d.valid_to >= ${day}
      and case d.kind
        when 'early_booking' then d.valid_to >= ${day} + d.threshold_days::int
        when 'last_minute' then d.valid_from <= ${day} + d.threshold_days::int
        else true end)`;
}
