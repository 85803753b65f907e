import { cache } from "react";
import { getDb } from "@/server/db/runtime";
import { getPublishedPost } from "@/server/website/get-published-post";
import { getWebsitePage } from "@/server/website/pages/get-website-page";
import type { TextPage } from "@/shared/website-page-names";
import { pageLocale } from "@/features/site/i18n/page-locale";

/** Reads shared by a page and its generateMetadata, done once per request. */
export const loadWebsitePage = cache(async (key: TextPage) => getWebsitePage(getDb(), key, await pageLocale()));

/** A published post, or null (the page answers 404). */
export const loadPublishedPost = cache(async (slug: string) => {
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug) || slug.length > 200) return null;
  try {
    return await getPublishedPost(getDb(), slug, await pageLocale());
  } catch (error) {
    if ((error as { status?: number }).status === 404) return null;
    throw error;
  }
});
