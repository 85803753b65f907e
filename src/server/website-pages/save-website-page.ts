import { sql } from "drizzle-orm";
import { badRequest } from "../api/errors";
import type { Db } from "../db/client";
import { websitePages } from "../db/schema";
import { getWebsitePage } from "./get-website-page";
import { isTextPage, LIST_PAGE_EDITORS, type WebsitePage } from "./pages";
import type { WebsitePageInput } from "./schemas";
import { clock } from "../../lib/clock";

/** Saves (inserts or updates) a text page. A list page is edited through its own calls: 400. */
export async function saveWebsitePage(db: Db, page: WebsitePage, input: WebsitePageInput) {
  if (!isTextPage(page)) {
    throw badRequest(`Bu sayfanın içeriği kendi listesinden düzenlenir (${LIST_PAGE_EDITORS[page]}).`);
  }
  await db
    .insert(websitePages)
    .values({ key: page, title: input.title, body: input.body, updatedAt: clock.now() })
    .onConflictDoUpdate({
      target: websitePages.key,
      set: { title: sql`excluded.title`, body: sql`excluded.body`, updatedAt: sql`excluded.updated_at` },
    });
  return getWebsitePage(db, page);
}
