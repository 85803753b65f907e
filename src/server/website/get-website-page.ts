import { eq } from "drizzle-orm";
import { fillCopy } from "../../lib/deposit-copy";
import type { DbOrTx } from "../db/client";
import { websitePages } from "../db/schema";
import { getDepositPercent } from "../settings/get-deposit-percent";
import { WEBSITE_PAGES, type WebsitePageKey } from "./page-keys";
import type { WebsitePage } from "./schemas";

/**
 * One editable website page as the public sees it: rate placeholders filled from `deposit_percent` (the dashboard
 * reads the stored text through website-pages). A page staff have not written yet answers its default title and an
 * empty body.
 */
export async function getWebsitePage(db: DbOrTx, key: WebsitePageKey): Promise<WebsitePage> {
  const [row] = await db
    .select({ title: websitePages.title, body: websitePages.body, updatedAt: websitePages.updatedAt })
    .from(websitePages)
    .where(eq(websitePages.key, key))
    .limit(1);
  if (!row) return { key, title: WEBSITE_PAGES[key], body: "", updated_at: null };
  const percent = await getDepositPercent(db);
  return {
    key,
    title: fillCopy(row.title || WEBSITE_PAGES[key], percent),
    body: fillCopy(row.body, percent),
    updated_at: row.updatedAt.toISOString(),
  };
}
