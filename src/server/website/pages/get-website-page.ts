import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { websitePages } from "../../db/schema";
import { DEFAULT_PAGE_TITLES, type TextPage } from "./pages";
import type { WebsitePage } from "./schemas";

/** One text page as the site shows it; a page staff have not written yet answers its default title and an empty body. */
export async function getWebsitePage(db: DbOrTx, key: TextPage): Promise<WebsitePage> {
  const [row] = await db
    .select({ title: websitePages.title, body: websitePages.body, updatedAt: websitePages.updatedAt })
    .from(websitePages)
    .where(eq(websitePages.key, key))
    .limit(1);
  if (!row) return { key, title: DEFAULT_PAGE_TITLES[key], body: "", updated_at: null };
  return { key, title: row.title || DEFAULT_PAGE_TITLES[key], body: row.body, updated_at: row.updatedAt.toISOString() };
}
