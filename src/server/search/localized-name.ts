import "server-only";
import { type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Locale } from "@/i18n/locales";

/**
 * A name column in the asked language: on the English site the English name where staff wrote one, else the
 * Turkish name; the Turkish statement keeps the plain column (its plan does not change).
 */
export function localizedName<C extends PgColumn>(turkish: C, english: PgColumn, locale: Locale): C | SQL<string> {
  return locale === "en" ? sql<string>`coalesce(${english}, ${turkish})` : turkish;
}
