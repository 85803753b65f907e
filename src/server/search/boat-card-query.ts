import "server-only";
import { and, asc, count, desc, eq, gt, gte, inArray, lt, lte, notExists, type SQL, sql } from "drizzle-orm";
import type { Currency } from "../../lib/money";
import { liveBlock } from "../availability/find-blocked-ranges";
import type { DbOrTx } from "../db/client";
import {
  availabilityBlocks,
  boatPriceFloors,
  boatPrices,
  boats,
  boatTypes,
  districts,
  marinas,
  reservations,
} from "../db/schema";
import type { Locale } from "@/i18n/locales";
import { localizedName } from "./localized-name";
import { cardImage, firstImageSql, OUTER_BOAT_ID } from "./card-image";
import { discountPercentSql } from "../pricing/discount-percent-sql";
import { floorTry, inTry } from "./price-sql";
import type { RateValues } from "./rates-sql";
import type { BoatCard } from "./schemas";
import { clock } from "../../lib/clock";
import { shapeStatement } from "./shape-statement";

export type CardFilters = {
  forSale?: boolean;
  regions?: number[];
  types?: number[];
  guests?: number;
  cabins?: number;
  lengthMin?: number;
  lengthMax?: number;
  /** Whole TL: per day (rent) or the sale price (sale). */
  priceMin?: number;
  priceMax?: number;
  /** Free on every day of [startDate, endDate). */
  startDate?: string;
  endDate?: string;
  /** Other conditions (home sections: popular, boat of the month, similar boats). */
  extra?: SQL;
};

/**
 * One query for a page of boat cards: boats joined to type, marina and district; the first image and the
 * cheapest current period as correlated subqueries in the select list, which PostgreSQL evaluates only for
 * the page's rows (after ORDER BY … LIMIT), not for every matching boat. The lowest day price in TL is a
 * separate subquery used only where it is needed (price filters and price orders). A second query counts.
 * No N+1.
 */
export function boatCardQuery(
  db: DbOrTx,
  {
    rates,
    today,
    filters,
    exactFloors = false,
    locale = "tr",
  }: {
    /** The admin's rates, or RATES_IN_SQL (read by the statement itself). */
    rates: RateValues;
    today: string;
    filters: CardFilters;
    /** boat_price_floors.try_floor is exact for `today` at `rates` (priceFloorsExact): read it directly. */
    exactFloors?: boolean;
    /** The language of the type, marina and district names (English where written on the English site). */
    locale?: Locale;
  },
) {
  const windowStart = filters.startDate ?? today;
  // `bp` is boat_prices inside the subqueries; the outer boat is always "boats"."id" (see OUTER_BOAT_ID).
  const periodOfBoat = filters.endDate
    ? sql`bp.boat_id = ${OUTER_BOAT_ID} and bp.end_date > ${windowStart} and bp.start_date < ${filters.endDate}`
    : sql`bp.boat_id = ${OUTER_BOAT_ID} and bp.end_date > ${windowStart}`;
  const periodTry = inTry(sql.raw("bp.day_price"), sql.raw("bp.currency"), rates);
  const cheapestTry = sql<number>`(select min(${periodTry}) from ${boatPrices} bp where ${periodOfBoat})`;
  // Without a date window the cheapest period is the boat's stored floor (boat_price_floors, kept by triggers) when
  // that row describes today; a missing or outdated row falls back to reading the periods (CASE evaluates the
  // subquery only for those rows).
  // When every row is exact for today at these rates, the stored TL floor is that same figure, and a price filter
  // can start from boat_price_floors_listing_idx (the listed boats of the marinas, by floor) instead of converting
  // the floors of every boat of the marinas (migration 0025).
  const dated = Boolean(filters.startDate || filters.endDate);
  const storedFloor = exactFloors && !dated && !filters.forSale;
  const lowestTry = dated
    ? cheapestTry
    : storedFloor
      ? sql<number>`${boatPriceFloors.tryFloor}`
      : floorTry(rates, today, cheapestTry);
  // A price bound excludes the boats without a floor row (their price is null), so the row's copies of the boat's
  // marina and listing flag (kept equal to the boat's by triggers) may be asked too: they are the index's keys.
  const priceBound = filters.priceMin !== undefined || filters.priceMax !== undefined;
  const floorKeys =
    storedFloor && priceBound
      ? and(
          sql`${boatPriceFloors.listed}`,
          filters.regions?.length ? inArray(boatPriceFloors.marinaId, filters.regions) : undefined,
        )
      : undefined;
  const cheapestPrice = sql<unknown>`(select json_build_object('amount', bp.day_price, 'currency', bp.currency) from ${boatPrices} bp where ${periodOfBoat} order by ${periodTry}, bp.start_date limit 1)`;
  const saleTry = inTry(boats.salePrice, boats.saleCurrency, rates);
  const priceTry = filters.forSale ? saleTry : lowestTry;

  // The flags are literal conditions, not `= $n`: a plan made without the values (a named statement's generic
  // plan, shapeStatement) can then use the partial indexes `WHERE active AND for_rent` (docs/performance-journal.md).
  const where = and(
    sql`${boats.active}`,
    filters.forSale ? sql`${boats.forSale}` : sql`${boats.forRent}`,
    filters.regions?.length ? inArray(boats.marinaId, filters.regions) : undefined,
    filters.types?.length ? inArray(boats.typeId, filters.types) : undefined,
    filters.guests ? gte(boats.guests, filters.guests) : undefined,
    filters.cabins ? gte(boats.cabins, filters.cabins) : undefined,
    filters.lengthMin !== undefined ? gte(boats.lengthM, filters.lengthMin) : undefined,
    filters.lengthMax !== undefined ? lte(boats.lengthM, filters.lengthMax) : undefined,
    filters.priceMin !== undefined ? sql`${priceTry} >= ${Math.round(filters.priceMin * 100)}` : undefined,
    filters.priceMax !== undefined ? sql`${priceTry} <= ${Math.round(filters.priceMax * 100)}` : undefined,
    filters.startDate && filters.endDate
      ? notExists(
          db
            .select({ one: sql`1` })
            .from(availabilityBlocks)
            .leftJoin(reservations, eq(reservations.id, availabilityBlocks.reservationId))
            .where(
              and(
                sql`${availabilityBlocks.boatId} = ${OUTER_BOAT_ID}`,
                lt(availabilityBlocks.startDate, filters.endDate),
                gt(availabilityBlocks.endDate, filters.startDate),
                // The same overlap as a range test, which availability_blocks_range_idx answers for the count
                // (the blocks of the window, whatever the boat); the two tests above stay for the per-boat probe.
                filters.startDate < filters.endDate
                  ? sql`daterange(${availabilityBlocks.startDate}, ${availabilityBlocks.endDate}, '[)') && daterange(${filters.startDate}::date, ${filters.endDate}::date, '[)')`
                  : undefined,
                liveBlock(clock.now()),
              ),
            ),
        )
      : undefined,
    filters.extra,
    floorKeys,
  );

  const countQuery = () =>
    db.select({ n: count() }).from(boats).leftJoin(boatPriceFloors, eq(boatPriceFloors.boatId, boats.id)).where(where);

  const pageQuery = (orderBy: SQL[], skip: number, take: number, extra: Record<string, SQL> = {}, named = false) =>
    db
      .select({
        id: boats.id,
        slug: boats.slug,
        name: boats.name,
        image: firstImageSql(),
        typeId: boatTypes.id,
        typeName: localizedName(boatTypes.name, boatTypes.nameEn, locale),
        marinaId: marinas.id,
        marinaName: localizedName(marinas.name, marinas.nameEn, locale),
        town: districts.town,
        district: localizedName(districts.name, districts.nameEn, locale),
        guests: boats.guests,
        cabins: boats.cabins,
        lengthM: boats.lengthM,
        year: boats.year,
        popular: boats.popular,
        boatOfMonth: boats.boatOfMonth,
        forSale: boats.forSale,
        salePrice: boats.salePrice,
        saleCurrency: boats.saleCurrency,
        price: cheapestPrice,
        ...extra,
        discountPercent: filters.forSale ? sql<number | null>`null` : discountPercentSql(OUTER_BOAT_ID, today),
      })
      .from(boats)
      .innerJoin(boatTypes, eq(boatTypes.id, boats.typeId))
      .innerJoin(marinas, eq(marinas.id, boats.marinaId))
      .innerJoin(districts, eq(districts.id, marinas.districtId))
      // Unused (no price filter or order): PostgreSQL removes this join, its key being unique.
      .leftJoin(boatPriceFloors, eq(boatPriceFloors.boatId, boats.id))
      .where(where)
      .orderBy(...orderBy)
      .offset(skip)
      .limit(named ? literalLimit(take) : take);

  const page = (orderBy: SQL[], skip: number, take: number) =>
    pageQuery(orderBy, skip, take).then((rows) => rows.map(toBoatCard));

  const total = () => countQuery().then(([row]) => row?.n ?? 0);

  /**
   * A page and the total in one statement: the count is an uncorrelated subquery in the select list, which
   * PostgreSQL runs once (an InitPlan) and repeats on every row. An empty page carries no total: it is 0 on the
   * first page, and counted by a second statement past the end (skip beyond the matches). `named`: run as the
   * named statement of its SQL shape (shapeStatement), for shapes whose generic plan is as good as a custom one.
   */
  const pageWithTotal = async (orderBy: SQL[], skip: number, take: number, { named = false } = {}) => {
    const query = pageQuery(orderBy, skip, take, { total: sql<number>`(${countQuery()})` }, named);
    const rows = await (named ? shapeStatement(query) : query);
    const first = rows[0] as { total: number | string } | undefined;
    const n = first ? Number(first.total) : skip === 0 ? 0 : await total();
    return { items: rows.map(toBoatCard), total: n };
  };

  return { page, total, pageWithTotal, priceTry };
}

/**
 * The page size written into the statement (`limit 12`, not `limit $n`), for a named shape. A plan made without
 * the values assumes a parameter LIMIT keeps a tenth of the matches, so its cost looked like hundreds of rows
 * against a custom plan's 12 and PostgreSQL never kept it; with the size in the text it compares like with like
 * (docs/performance-journal.md, "Item 9, sixth pass"). `take` is a validated integer of a small range, so a shape has
 * a few sizes, each its own statement. drizzle writes an SQL object as it is where it would bind a number.
 */
function literalLimit(take: number): number {
  if (!Number.isSafeInteger(take) || take < 0) throw new Error(`not a page size: ${take}`);
  return sql.raw(String(take)) as unknown as number;
}

/** ORDER BY terms shared by the lists; ties always broken by id so pages never overlap. */
export const orderTerms = {
  staff: [asc(boats.sortOrder), desc(boats.id)],
  oldest: [asc(boats.sortOrder), asc(boats.id)],
  asc: (expr: unknown) => sql`${expr} ASC NULLS LAST`,
  desc: (expr: unknown) => sql`${expr} DESC NULLS LAST`,
};

type CardRow = {
  id: number;
  slug: string;
  name: string;
  image: unknown;
  typeId: number;
  typeName: string;
  marinaId: number;
  marinaName: string;
  town: string;
  district: string;
  guests: number;
  cabins: number;
  lengthM: number | null;
  year: number | null;
  popular: boolean;
  boatOfMonth: boolean;
  forSale: boolean;
  salePrice: number | null;
  saleCurrency: Currency | null;
  price: unknown;
  discountPercent: number | null;
};

/** The cheapest period's `{ amount, currency }` (a JSON value: an object, or a string from some drivers). */
function priceOf(value: unknown): { amount: number; currency: Currency } | null {
  if (value === null || value === undefined) return null;
  const price = (typeof value === "string" ? JSON.parse(value) : value) as {
    amount: number | string;
    currency: Currency;
  };
  return { amount: Number(price.amount), currency: price.currency };
}

function toBoatCard(row: CardRow): BoatCard {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    ...cardImage(row.image),
    type: { id: row.typeId, name: row.typeName },
    marina: { id: row.marinaId, name: row.marinaName },
    district: { town: row.town, name: row.district },
    guests: row.guests,
    cabins: row.cabins,
    length_m: row.lengthM === null ? null : Number(row.lengthM),
    year: row.year,
    popular: row.popular,
    boat_of_month: row.boatOfMonth,
    price_from: priceOf(row.price),
    discount_percent: row.discountPercent === null ? null : Number(row.discountPercent),
    sale_price:
      row.forSale && row.salePrice !== null && row.saleCurrency
        ? { amount: Number(row.salePrice), currency: row.saleCurrency }
        : null,
  };
}
