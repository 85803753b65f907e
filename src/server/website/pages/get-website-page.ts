import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { websitePages } from "../../db/schema";
import { WEBSITE_PAGES, type WebsitePageKey } from "./page-keys";
import type { WebsitePage } from "../schemas";

/** One editable website page; a page staff have not written yet answers its default title and an empty body. */
export async function getWebsitePage(db: DbOrTx, key: WebsitePageKey): Promise<WebsitePage> {
  const [row] = await db
    .select({ title: websitePages.title, body: websitePages.body, updatedAt: websitePages.updatedAt })
    .from(websitePages)
    .where(eq(websitePages.key, key))
    .limit(1);
  if (!row) return { key, title: WEBSITE_PAGES[key], body: "", updated_at: null };
  return { key, title: row.title || WEBSITE_PAGES[key], body: row.body, updated_at: row.updatedAt.toISOString() };
}
