import "server-only";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { createdAt, day, money, updatedAt } from "./columns";
import { closingSource, currency } from "./enums";
import { boatTypes, marinas } from "./places";
import { users } from "./users";

export const boats = pgTable(
  "boats",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    typeId: integer("type_id")
      .notNull()
      .references(() => boatTypes.id, { onDelete: "restrict" }),
    marinaId: integer("marina_id")
      .notNull()
      .references(() => marinas.id, { onDelete: "restrict" }),
    name: text("name").notNull(),
    /** Lower-case, Turkish letters folded to ASCII: what the trigram search compares against. */
    searchName: text("search_name").notNull(),
    slug: text("slug").notNull().unique(),
    forRent: boolean("for_rent").notNull().default(true),
    forSale: boolean("for_sale").notNull().default(false),
    salePrice: money("sale_price"),
    saleCurrency: currency("sale_currency"),
    /** The damage deposit held for a charter, minor units of the boat's price currency (the reservation's); null: none. */
    securityDeposit: money("security_deposit"),
    lengthM: numeric("length_m", { precision: 6, scale: 2, mode: "number" }),
    widthM: numeric("width_m", { precision: 6, scale: 2, mode: "number" }),
    year: smallint("year"),
    guests: smallint("guests").notNull().default(1),
    cabins: smallint("cabins").notNull().default(0),
    bathrooms: smallint("bathrooms").notNull().default(0),
    crew: smallint("crew").notNull().default(0),
    description: text("description").notNull().default(""),
    /** The English description for /en; null shows the Turkish one (marked lang="tr"). */
    descriptionEn: text("description_en"),
    amenities: jsonb("amenities").$type<string[]>().notNull().default([]),
    /** English names of the amenities for /en, keyed by the Turkish name; one missing shows the Turkish (lang="tr"). */
    amenitiesEn: jsonb("amenities_en").$type<Record<string, string>>().notNull().default({}),
    checkInTime: text("check_in_time").notNull().default("14:00"),
    checkOutTime: text("check_out_time").notNull().default("11:00"),
    popular: boolean("popular").notNull().default(false),
    boatOfMonth: boolean("boat_of_month").notNull().default(false),
    sortOrder: integer("sort_order").notNull().default(0),
    active: boolean("active").notNull().default(true),
    /** Set when staff archive the boat: it leaves the site for good (active stays false) until restored. */
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    icalUrl: text("ical_url"),
    icalSyncedAt: timestamp("ical_synced_at", { withTimezone: true }),
    icalError: text("ical_error"),
    /** This boat's commission in percent (0–100, 2 decimals), overriding its owner's; null: the owner's applies. */
    commissionPercent: numeric("commission_percent", { precision: 5, scale: 2 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("boats_owner_idx").on(t.ownerId),
    index("boats_marina_idx").on(t.marinaId),
    index("boats_type_idx").on(t.typeId),
    // fastupdate off: PGlite has no autovacuum, so GIN's pending list would never be merged and every search
    // would scan it linearly (measured: 220 buffers and ~10 ms per lookup at 5,000 boats; 9 buffers without).
    index("boats_search_name_trgm_idx").using("gin", sql`${t.searchName} gin_trgm_ops`).with({ fastupdate: false }),
    // The header search's exact tiers in name order (byte order: search_name holds only [a-z0-9 ]): "the first
    // 10 names starting with / containing the query" stops after 10 instead of sorting thousands of matches. The
    // plain columns after the key make it covering: the word and substring tiers test each name on the index
    // entry (an index-only scan), not on the table row.
    index("boats_search_name_c_idx")
      .on(sql`${t.searchName} collate "C"`, t.id, t.searchName, t.slug, t.name)
      .where(sql`${t.active}`),
    index("boats_public_sort_idx").on(t.active, t.sortOrder, t.id),
    // The rent listing's boats of one marina, one type, or both, in the listing's order (sort_order, newest
    // first): a named shape's generic plan, made without the values, starts from these and reads a few entries
    // for a rare or empty marina or type instead of walking boats_public_sort_idx (2,232 buffers). The total by
    // marina and type ("N boats") is an index-only scan of the third (docs/performance-journal.md, "Item 9, sixth pass").
    index("boats_rent_marina_sort_idx")
      .on(t.marinaId, t.sortOrder, t.id.desc().nullsFirst())
      .where(sql`${t.active} AND ${t.forRent}`),
    index("boats_rent_type_sort_idx")
      .on(t.typeId, t.sortOrder, t.id.desc().nullsFirst())
      .where(sql`${t.active} AND ${t.forRent}`),
    index("boats_rent_marina_type_sort_idx")
      .on(t.marinaId, t.typeId, t.sortOrder, t.id.desc().nullsFirst())
      .where(sql`${t.active} AND ${t.forRent}`),
    // The same total by type alone (the dated listing's count of a type): an index-only scan of that type's entries.
    index("boats_rent_type_idx").on(t.typeId, t.id).where(sql`${t.active} AND ${t.forRent}`),
    // The few boats for sale among 50,000 (sale price range of the filter options, the sale listing) without
    // reading every boat: was a sequential scan of the whole table (docs/performance-journal.md).
    index("boats_for_sale_idx").on(t.saleCurrency, t.salePrice).where(sql`${t.active} AND ${t.forSale}`),
    // The filter options' one grouped pass (counts per type and marina, size ranges) as an index-only scan of
    // the listed boats instead of a scan of the wide rows (descriptions, amenities).
    index("boats_options_idx")
      .on(t.typeId, t.marinaId, t.lengthM, t.guests, t.cabins)
      .where(sql`${t.active} AND (${t.forRent} OR ${t.forSale})`),
    check(
      "boats_sale_price_check",
      sql`${t.salePrice} IS NULL OR (${t.salePrice} >= 0 AND ${t.saleCurrency} IS NOT NULL)`,
    ),
    // An archived boat is never on the site: every public read already filters on `active`.
    check("boats_archived_inactive_check", sql`${t.archivedAt} IS NULL OR NOT ${t.active}`),
    check("boats_counts_check", sql`${t.guests} >= 1 AND ${t.cabins} >= 0 AND ${t.bathrooms} >= 0 AND ${t.crew} >= 0`),
    check("boats_amenities_en_check", sql`jsonb_typeof(${t.amenitiesEn}) = 'object'`),
    check("boats_commission_percent_check", sql`${t.commissionPercent} BETWEEN 0 AND 100`),
  ],
);

/** A price period [start_date, end_date) with a day price; periods of one boat never overlap (exclusion constraint). */
export const boatPrices = pgTable(
  "boat_prices",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    boatId: integer("boat_id")
      .notNull()
      .references(() => boats.id, { onDelete: "cascade" }),
    startDate: day("start_date").notNull(),
    endDate: day("end_date").notNull(),
    dayPrice: money("day_price").notNull(),
    currency: currency("currency").notNull(),
    minDays: smallint("min_days").notNull().default(1),
    /** ISO weekday a stay must start on (1 = Monday … 6 = Saturday, 7 = Sunday), or null for any day. */
    startWeekday: smallint("start_weekday"),
    createdAt: createdAt(),
  },
  (t) => [
    // Covers the listing's correlated "cheapest period" subqueries (evaluated for every boat a price filter or
    // order reads): an index-only scan instead of a heap visit per period.
    index("boat_prices_boat_idx").on(t.boatId, t.startDate, t.endDate, t.dayPrice, t.currency),
    // The filter's price range: the cheapest/dearest price per currency without reading every period.
    index("boat_prices_currency_price_idx").on(t.currency, t.dayPrice),
    check("boat_prices_range_check", sql`${t.endDate} > ${t.startDate}`),
    check("boat_prices_amount_check", sql`${t.dayPrice} >= 0`),
    check("boat_prices_min_days_check", sql`${t.minDays} >= 1`),
    check("boat_prices_weekday_check", sql`${t.startWeekday} IS NULL OR ${t.startWeekday} BETWEEN 1 AND 7`),
  ],
);

/**
 * Each boat's cheapest day price per currency over the periods that end after `computed_on` (minor units; null
 * when no such period is in that currency): the listing's "from" price without reading every boat's periods.
 * Kept by triggers on boat_prices in the writing transaction (migration 0015) and refreshed daily for rows
 * whose `valid_until` (the earliest end among those periods) has passed. A row is exact for a day D when
 * computed_on <= D < valid_until (or valid_until is null); readers fall back to the periods otherwise.
 */
export const boatPriceFloors = pgTable(
  "boat_price_floors",
  {
    boatId: integer("boat_id")
      .primaryKey()
      .references(() => boats.id, { onDelete: "cascade" }),
    computedOn: day("computed_on").notNull(),
    validUntil: day("valid_until"),
    tryMin: money("try_min"),
    usdMin: money("usd_min"),
    eurMin: money("eur_min"),
    gbpMin: money("gbp_min"),
    /**
     * The floor in TL at the rates of boat_price_floor_rates (null without that row): the listing's price filter
     * and order read it through an index when those rates are the admin's and every row is exact for the day
     * (migration 0025; docs/performance-journal.md). Copies of the boat's marina and of `active AND for_rent`, kept by
     * a trigger on boats, let that index start from the requested marinas.
     */
    tryFloor: money("try_floor"),
    marinaId: integer("marina_id"),
    listed: boolean("listed").notNull().default(false),
  },
  (t) => [
    index("boat_price_floors_listing_idx").on(t.marinaId, t.tryFloor, t.boatId).where(sql`${t.listed}`),
    // "Is every row exact for today?" as two one-entry index reads (the listing asks before using try_floor).
    index("boat_price_floors_valid_until_idx").on(t.validUntil),
    index("boat_price_floors_computed_on_idx").on(t.computedOn),
  ],
);

/** The one row of exchange rates (TL per unit) that boat_price_floors.try_floor was computed with. */
export const boatPriceFloorRates = pgTable(
  "boat_price_floor_rates",
  {
    id: smallint("id").primaryKey().default(1),
    usd: numeric("usd").notNull(),
    eur: numeric("eur").notNull(),
    gbp: numeric("gbp").notNull(),
  },
  (t) => [check("boat_price_floor_rates_one_row", sql`${t.id} = 1`)],
);

/** A closed period of a boat [start_date, end_date): entered by staff or imported from the boat's iCal feed. */
export const boatDates = pgTable(
  "boat_dates",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    boatId: integer("boat_id")
      .notNull()
      .references(() => boats.id, { onDelete: "cascade" }),
    startDate: day("start_date").notNull(),
    endDate: day("end_date").notNull(),
    note: text("note"),
    source: closingSource("source").notNull().default("manual"),
    icalUid: text("ical_uid"),
    createdAt: createdAt(),
  },
  (t) => [
    index("boat_dates_boat_idx").on(t.boatId, t.startDate),
    check("boat_dates_range_check", sql`${t.endDate} > ${t.startDate}`),
  ],
);

export const boatImages = pgTable(
  "boat_images",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    boatId: integer("boat_id")
      .notNull()
      .references(() => boats.id, { onDelete: "cascade" }),
    /** Storage key prefix; variants are stored as `${key}-${width}.webp`. Content-addressed: rows with the same picture share it. */
    storageKey: text("storage_key").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /** Widths of the stored variants, ascending. */
    variants: jsonb("variants").$type<number[]>().notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index("boat_images_boat_idx").on(t.boatId, t.sortOrder),
    // Whether a stored file is still referenced (media/file-references.ts).
    index("boat_images_storage_key_idx").on(t.storageKey),
  ],
);
