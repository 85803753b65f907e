import { eq } from "drizzle-orm";
import { listBanks } from "../../banks/list-banks";
import type { Db } from "../../db/client";
import { websitePages } from "../../db/schema";
import { listDocuments } from "../../documents/list-documents";
import { listFaqItems } from "../../faq/list-faq-items";
import { listTeamMembers } from "../../team/list-team-members";
import { DEFAULT_PAGE_TITLES, isTextPage, LIST_PAGE_EDITORS, type ListPage, type WebsitePage } from "./pages";

const LISTS: Record<ListPage, (db: Db) => Promise<{ items: unknown[]; total: number }>> = {
  team: listTeamMembers,
  ourdocs: listDocuments,
  faq: listFaqItems,
  bank: listBanks,
};

/**
 * A website page for the dashboard. Text pages answer their title and HTML (a default title and an empty
 * body until first saved); list pages (team, ourdocs, faq, bank) answer their entries and the call that
 * edits them.
 */
export async function getWebsitePage(db: Db, page: WebsitePage) {
  if (isTextPage(page)) {
    const [row] = await db
      .select({ title: websitePages.title, body: websitePages.body, updatedAt: websitePages.updatedAt })
      .from(websitePages)
      .where(eq(websitePages.key, page))
      .limit(1);
    return {
      page,
      kind: "text" as const,
      title: row?.title ?? DEFAULT_PAGE_TITLES[page],
      body: row?.body ?? "",
      updated_at: row?.updatedAt.toISOString() ?? null,
    };
  }
  const list = await LISTS[page](db);
  return { page, kind: "list" as const, edit_path: LIST_PAGE_EDITORS[page], items: list.items, total: list.total };
}
