import { cache } from "react";
import { pageLocale } from "@/features/site/i18n/page-locale";
import { AppError } from "@/server/domain-errors";
import { getDb } from "@/server/db/runtime";
import { getPublicBoat } from "@/server/website/boat/get-public-boat";
import type { PublicBoat } from "@/shared/public-boat";

/** The boat of a page and its metadata, read once per request; null for an unknown or inactive boat. */
export const loadBoat = cache(async (slug: string): Promise<PublicBoat | null> => {
  if (slug.length > 200) return null;
  try {
    return await getPublicBoat(getDb(), slug, await pageLocale());
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  }
});
