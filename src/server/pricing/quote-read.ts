import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { bookableBoatColumns, type BookableBoat } from "../availability/find-boat-by-slug";
import type { DbOrTx } from "../db/client";
import { prepared } from "../db/prepared";
import { boats } from "../db/schema";
import { defaultSettings, type Settings } from "../settings/keys";
import type { PricePeriod } from "./compute-quote";
import type { BoatExtra, DiscountRule } from "./price-lines";
import { pricingRuleColumnsOf } from "./pricing-rule-columns";

const OUTER_BOAT = sql.raw(`"boats"."id"`);

/** What the public quote reads, in one round trip (readQuote). */
export type QuoteRead = {
  boat: BookableBoat;
  periods: PricePeriod[];
  rules: { extras: BoatExtra[] | string; discounts: DiscountRule[] | string };
  settings: Settings;
  /** A live block overlaps [startDate, endDate). */
  blocked: boolean;
};

/**
 * Everything the public quote needs, as one prepared statement (one round trip instead of four): the active boat
 * by slug, and riding on its row as correlated subqueries (one row, so each runs once) the periods of the stay,
 * the boat's extras and candidate discounts, all settings, and whether a live block overlaps the stay (the same
 * test as findBlockedRanges). `active` is written as a literal condition so a generic plan can use the slug's
 * unique index. Undefined for an unknown or inactive boat. docs/performance-journal.md, "Item 9, fifth pass".
 */
export async function readQuote(
  db: DbOrTx,
  input: { slug: string; startDate: string; endDate: string; now: Date },
): Promise<QuoteRead | undefined> {
  const [row] = await prepared(db, "quote_read", (d) =>
    d
      .select({
        ...bookableBoatColumns,
        periods: sql<PricePeriod[] | string>`coalesce((
          select json_agg(json_build_object(
            'startDate', p.start_date, 'endDate', p.end_date, 'dayPrice', p.day_price, 'currency', p.currency,
            'minDays', p.min_days, 'startWeekday', p.start_weekday) order by p.start_date)
          from boat_prices p
          where p.boat_id = ${OUTER_BOAT} and p.start_date < ${sql.placeholder("endDate")}::date
            and p.end_date > ${sql.placeholder("startDate")}::date), '[]'::json)`,
        ...pricingRuleColumnsOf(OUTER_BOAT),
        settings: sql<Record<string, string> | string | null>`(select json_object_agg(s.key, s.value) from settings s)`,
        blocked: sql<boolean>`exists(
          select 1 from availability_blocks b left join reservations r on r.id = b.reservation_id
          where b.boat_id = ${OUTER_BOAT} and b.start_date < ${sql.placeholder("endDate")}::date
            and b.end_date > ${sql.placeholder("startDate")}::date
            and (r.id is null or r.status <> 'option' or r.option_expires_at is null
              or r.option_expires_at > ${sql.placeholder("now")}::timestamptz))`,
      })
      .from(boats)
      .where(and(eq(boats.slug, sql.placeholder("slug")), sql`${boats.active}`))
      .limit(1)
      .prepare("quote_read"),
  ).execute({ slug: input.slug, startDate: input.startDate, endDate: input.endDate, now: input.now.toISOString() });
  if (!row) return undefined;
  const { periods, extras, discounts, settings, blocked, ...boat } = row;
  return {
    boat,
    periods: parsed(periods) as PricePeriod[],
    rules: { extras, discounts },
    settings: settingsOf(parsed(settings) as Record<string, string> | null),
    blocked: Boolean(blocked),
  };
}

function parsed<T>(value: T | string | null): T | null {
  return typeof value === "string" ? (JSON.parse(value) as T) : value;
}

/** The saved settings over the defaults (as getSettings). */
function settingsOf(saved: Record<string, string> | null): Settings {
  const result: Settings = { ...defaultSettings };
  for (const [key, value] of Object.entries(saved ?? {})) if (key in result) result[key as keyof Settings] = value;
  return result;
}
