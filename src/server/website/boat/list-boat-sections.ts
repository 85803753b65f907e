import "server-only";
import type { Locale } from "@/i18n/locales";
import { and, desc, eq, ne, or, sql } from "drizzle-orm";
import { todayIn } from "../../../lib/dates";
import type { DbOrTx } from "../../db/client";
import { boats } from "../../db/schema";
import { boatCardQuery, orderTerms } from "../../search/boat-card-query";
import type { BoatCard } from "../../search/schemas";
import { getSettings, ratesOf } from "../../settings/get-settings";

async function cards(
  db: DbOrTx,
  extra: ReturnType<typeof and>,
  order: ReturnType<typeof sql>[],
  take: number,
  locale: Locale,
) {
  const rates = ratesOf(await getSettings(db));
  return boatCardQuery(db, { rates, today: todayIn(), locale, filters: { extra } }).page(order, 0, take);
}

/** The home page's popular boats (staff flag), in staff order. */
export function listPopularBoats(db: DbOrTx, take = 8, locale: Locale = "tr"): Promise<BoatCard[]> {
  return cards(db, eq(boats.popular, true), orderTerms.staff, take, locale);
}

/** The boat(s) of the month, in staff order. */
export function listBoatsOfMonth(db: DbOrTx, take = 1, locale: Locale = "tr"): Promise<BoatCard[]> {
  return cards(db, eq(boats.boatOfMonth, true), orderTerms.staff, take, locale);
}

/** Other boats for rent of the same type or marina, same type first. */
export function listSimilarBoats(
  db: DbOrTx,
  boat: { id: number; typeId: number; marinaId: number },
  take = 4,
  locale: Locale = "tr",
): Promise<BoatCard[]> {
  return cards(
    db,
    and(ne(boats.id, boat.id), or(eq(boats.typeId, boat.typeId), eq(boats.marinaId, boat.marinaId))),
    [desc(sql`${boats.typeId} = ${boat.typeId}`), ...orderTerms.staff],
    take,
    locale,
  );
}
