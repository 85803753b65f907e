import "server-only";
import { eq } from "drizzle-orm";
import { fillCopy } from "../../../lib/deposit-copy";
import type { DbOrTx } from "../../db/client";
import { websitePages } from "../../db/schema";
import { getDepositPercent } from "../../settings/get-deposit-percent";
import { DEFAULT_PAGE_TITLES, type TextPage } from "./pages";
import type { WebsitePage } from "./schemas";

/** One text page as staff wrote it (placeholders kept); a page not written yet has its default title and no body. */
export async function getStoredWebsitePage(db: DbOrTx, key: TextPage): Promise<WebsitePage> {
  const [row] = await db
    .select({ title: websitePages.title, body: websitePages.body, updatedAt: websitePages.updatedAt })
    .from(websitePages)
    .where(eq(websitePages.key, key))
    .limit(1);
  if (!row) return { key, title: DEFAULT_PAGE_TITLES[key], body: "", updated_at: null };
  return { key, title: row.title || DEFAULT_PAGE_TITLES[key], body: row.body, updated_at: row.updatedAt.toISOString() };
}

/** One text page as the site shows it: the rate placeholders filled from `deposit_percent`. */
export async function getWebsitePage(db: DbOrTx, key: TextPage): Promise<WebsitePage> {
  const page = await getStoredWebsitePage(db, key);
  if (!page.updated_at) return page;
  const percent = await getDepositPercent(db);
  return { ...page, title: fillCopy(page.title, percent), body: fillCopy(page.body, percent) };
}
