import "server-only";
import { eq } from "drizzle-orm";
import type { Locale } from "@/i18n/locales";
import { localizeFields } from "@/shared/localized-text";
import { fillCopy } from "../../../lib/deposit-copy";
import type { DbOrTx } from "../../db/client";
import { websitePages } from "../../db/schema";
import { getDepositPercent } from "../../settings/get-deposit-percent";
import { DEFAULT_PAGE_TITLES, type TextPage } from "./pages";
import type { WebsitePage } from "./schemas";

/** A text page as staff wrote it, in both languages (the English texts null until written). */
export type StoredWebsitePage = Omit<WebsitePage, "turkish_fields"> & {
  title_en: string | null;
  body_en: string | null;
};

/** One text page as staff wrote it (placeholders kept); a page not written yet has its default title and no body. */
export async function getStoredWebsitePage(db: DbOrTx, key: TextPage): Promise<StoredWebsitePage> {
  const [row] = await db
    .select({
      title: websitePages.title,
      body: websitePages.body,
      titleEn: websitePages.titleEn,
      bodyEn: websitePages.bodyEn,
      updatedAt: websitePages.updatedAt,
    })
    .from(websitePages)
    .where(eq(websitePages.key, key))
    .limit(1);
  if (!row) return { key, title: DEFAULT_PAGE_TITLES[key], body: "", title_en: null, body_en: null, updated_at: null };
  return {
    key,
    title: row.title || DEFAULT_PAGE_TITLES[key],
    body: row.body,
    title_en: row.titleEn,
    body_en: row.bodyEn,
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * One text page as the site shows it in `locale` (the Turkish text where no English one was written), the rate
 * placeholders filled from `deposit_percent`.
 */
export async function getWebsitePage(db: DbOrTx, key: TextPage, locale: Locale = "tr"): Promise<WebsitePage> {
  const stored = await getStoredWebsitePage(db, key);
  const { texts, turkish_fields } = localizeFields(
    { title: stored.title, titleEn: stored.title_en, body: stored.body, bodyEn: stored.body_en },
    ["title", "body"],
    locale,
  );
  const page = { key, ...texts, updated_at: stored.updated_at, turkish_fields };
  if (!stored.updated_at) return page;
  const percent = await getDepositPercent(db);
  return { ...page, title: fillCopy(page.title, percent), body: fillCopy(page.body, percent) };
}
