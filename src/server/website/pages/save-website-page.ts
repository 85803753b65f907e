import "server-only";
import { englishSet } from "../../content/english-values";
import { sql } from "drizzle-orm";
import { badRequest } from "../../domain-errors";
import { msg } from "@/shared/messages/message-ref";
import type { Db } from "../../db/client";
import { websitePages } from "../../db/schema";
import { getEditablePage } from "./get-editable-page";
import { isTextPage, LIST_PAGE_EDITORS, type WebsitePageName } from "./pages";
import type { WebsitePageInput } from "./schemas";
import { clock } from "../../../lib/clock";

/** Saves (inserts or updates) a text page. A list page is edited through its own calls: 400. */
export async function saveWebsitePage(db: Db, page: WebsitePageName, input: WebsitePageInput) {
  if (!isTextPage(page)) {
    throw badRequest(msg("pages.list_page", { path: LIST_PAGE_EDITORS[page] }));
  }
  const english = englishSet({ titleEn: input.title_en, bodyEn: input.body_en });
  await db
    .insert(websitePages)
    .values({ key: page, title: input.title, body: input.body, ...english, updatedAt: clock.now() })
    .onConflictDoUpdate({
      target: websitePages.key,
      set: {
        title: sql`excluded.title`,
        body: sql`excluded.body`,
        ...("titleEn" in english ? { titleEn: sql`excluded.title_en` } : {}),
        ...("bodyEn" in english ? { bodyEn: sql`excluded.body_en` } : {}),
        updatedAt: sql`excluded.updated_at`,
      },
    });
  return getEditablePage(db, page);
}
