import "server-only";
import { listBanks } from "../../banks/list-banks";
import type { Db } from "../../db/client";
import { listDocuments } from "../../documents/list-documents";
import { listFaqItems } from "../../faq/list-faq-items";
import { listTeamMembers } from "../../team/list-team-members";
import { getStoredWebsitePage } from "./get-website-page";
import { isTextPage, LIST_PAGE_EDITORS, type ListPage, type WebsitePageName } from "./pages";

const LISTS: Record<ListPage, (db: Db) => Promise<{ items: unknown[]; total: number }>> = {
  team: listTeamMembers,
  ourdocs: listDocuments,
  faq: listFaqItems,
  bank: listBanks,
};

/**
 * A website page for the dashboard. Text pages answer what the site shows (a default title and an empty body
 * until first saved); list pages (team, ourdocs, faq, bank) answer their entries and the call that edits them.
 */
export async function getEditablePage(db: Db, page: WebsitePageName) {
  if (isTextPage(page)) {
    const { title, body, title_en, body_en, updated_at } = await getStoredWebsitePage(db, page);
    return { page, kind: "text" as const, title, body, title_en, body_en, updated_at };
  }
  const list = await LISTS[page](db);
  return { page, kind: "list" as const, edit_path: LIST_PAGE_EDITORS[page], items: list.items, total: list.total };
}
