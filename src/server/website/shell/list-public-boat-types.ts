import "server-only";
import type { Locale } from "@/i18n/locales";
import { localizedName } from "../../search/localized-name";
import { asc } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { boatTypes } from "../../db/schema";

/** Every boat type in staff order: the Tekne Tipleri menu and the footer list. */
export async function listPublicBoatTypes(
  db: DbOrTx,
  locale: Locale = "tr",
): Promise<{ id: number; name: string; slug: string }[]> {
  return db
    .select({ id: boatTypes.id, name: localizedName(boatTypes.name, boatTypes.nameEn, locale), slug: boatTypes.slug })
    .from(boatTypes)
    .orderBy(asc(boatTypes.sortOrder), asc(boatTypes.name), asc(boatTypes.id));
}
