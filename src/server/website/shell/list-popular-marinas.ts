import "server-only";
import type { Locale } from "@/i18n/locales";
import { localizedName } from "../../search/localized-name";
import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { marinas } from "../../db/schema";

/** Marinas staff marked popular, by name: the footer's and home page's region links. */
export async function listPopularMarinas(db: DbOrTx, locale: Locale = "tr"): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: marinas.id, name: localizedName(marinas.name, marinas.nameEn, locale) })
    .from(marinas)
    .where(eq(marinas.popular, true))
    .orderBy(asc(marinas.name), asc(marinas.id));
}
