import "server-only";
import type { Locale } from "@/i18n/locales";
import { localizedName } from "./localized-name";
import { and, asc, eq, max, min, sql } from "drizzle-orm";
import { todayIn } from "../../lib/dates";
import { type Currency, convert } from "../../lib/money";
import type { DbOrTx } from "../db/client";
import { boatPrices, boats, boatTypes, districts, marinas } from "../db/schema";
import { getSettings, ratesOf } from "../settings/get-settings";
import { inTry } from "./price-sql";
import type { BoatOptions } from "./schemas";

const listed = and(eq(boats.active, true), sql`(${boats.forRent} OR ${boats.forSale})`);

/**
 * The lowest or highest current day price of rentable boats in each currency: per currency, a walk of
 * boat_prices_currency_price_idx from one end that stops at the first row of a rentable boat (instead of
 * aggregating every price row: 13 → ~1 ms on PGlite at 25,000 prices).
 */
function extremePrice(direction: "asc" | "desc", today: string) {
  return sql`(select bp.day_price from ${boatPrices} bp join ${boats} b on b.id = bp.boat_id where bp.currency = c.currency and bp.end_date > ${today} and b.active and b.for_rent order by bp.day_price ${sql.raw(direction)} limit 1)`;
}

type PriceRow = { currency: Currency; min: number | string | null; max: number | string | null };

/** What the filter UI offers: types and marinas (with boat counts) and the ranges of price, length and size. */
export async function getBoatOptions(db: DbOrTx, locale: Locale = "tr"): Promise<BoatOptions> {
  const rates = ratesOf(await getSettings(db));
  const saleTry = inTry(boats.salePrice, boats.saleCurrency, rates);
  const today = todayIn();
  const [typeRows, marinaRows, fleet, prices, [sale]] = await Promise.all([
    db
      .select({ id: boatTypes.id, name: localizedName(boatTypes.name, boatTypes.nameEn, locale) })
      .from(boatTypes)
      .orderBy(asc(boatTypes.sortOrder), asc(boatTypes.name)),
    db
      .select({
        id: marinas.id,
        name: localizedName(marinas.name, marinas.nameEn, locale),
        town: districts.town,
        district: localizedName(districts.name, districts.nameEn, locale),
      })
      .from(marinas)
      .innerJoin(districts, eq(districts.id, marinas.districtId))
      .orderBy(asc(districts.town), asc(districts.name), asc(marinas.name)),
    // One pass over the listed boats for the counts per type and marina and the size ranges.
    db
      .select({
        typeId: boats.typeId,
        marinaId: boats.marinaId,
        n: sql<number>`count(*)`.mapWith(Number),
        lengthMin: min(boats.lengthM),
        lengthMax: max(boats.lengthM),
        guests: max(boats.guests),
        cabins: max(boats.cabins),
      })
      .from(boats)
      .where(listed)
      .groupBy(boats.typeId, boats.marinaId),
    // Converted below: converting is monotonic, so the converted extremes are the extremes of the converted prices.
    db.execute(
      sql`select c.currency::text as currency, ${extremePrice("asc", today)} as min, ${extremePrice("desc", today)} as max from unnest(enum_range(null::currency)) as c(currency)`,
    ) as unknown as Promise<{ rows: PriceRow[] }>,
    db
      .select({ min: sql`min(${saleTry})`.mapWith(Number), max: sql`max(${saleTry})`.mapWith(Number) })
      .from(boats)
      .where(and(eq(boats.active, true), eq(boats.forSale, true))),
  ]);

  const perType = new Map<number, number>();
  const perMarina = new Map<number, number>();
  const lengths: number[] = [];
  let guestsMax = 0;
  let cabinsMax = 0;
  for (const g of fleet) {
    perType.set(g.typeId, (perType.get(g.typeId) ?? 0) + g.n);
    perMarina.set(g.marinaId, (perMarina.get(g.marinaId) ?? 0) + g.n);
    if (g.lengthMin !== null) lengths.push(Number(g.lengthMin));
    if (g.lengthMax !== null) lengths.push(Number(g.lengthMax));
    guestsMax = Math.max(guestsMax, Number(g.guests ?? 0));
    cabinsMax = Math.max(cabinsMax, Number(g.cabins ?? 0));
  }
  const dayTry = prices.rows.flatMap((p) =>
    p.min === null || p.max === null
      ? []
      : [convert(Number(p.min), p.currency, "TRY", rates), convert(Number(p.max), p.currency, "TRY", rates)],
  );
  const wholeTl = (kurus: number | null | undefined, round: (n: number) => number) =>
    kurus === null || kurus === undefined || Number.isNaN(kurus) ? 0 : round(kurus / 100);
  return {
    types: typeRows.map((t) => ({ ...t, count: perType.get(t.id) ?? 0 })),
    marinas: marinaRows.map((m) => ({ ...m, count: perMarina.get(m.id) ?? 0 })),
    price: {
      min: dayTry.length > 0 ? wholeTl(Math.min(...dayTry), Math.floor) : 0,
      max: dayTry.length > 0 ? wholeTl(Math.max(...dayTry), Math.ceil) : 0,
    },
    sale_price: { min: wholeTl(sale?.min, Math.floor), max: wholeTl(sale?.max, Math.ceil) },
    length: {
      min: lengths.length > 0 ? Math.min(...lengths) : 0,
      max: lengths.length > 0 ? Math.max(...lengths) : 0,
    },
    guests_max: guestsMax,
    cabins_max: cabinsMax,
  };
}
