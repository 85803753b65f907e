import "server-only";
import { asc } from "drizzle-orm";
import type { Db } from "../db/client";
import { faqItems } from "../db/schema";
import { faqColumns, toFaqItemDto } from "./faq-columns";

/** Every FAQ item, hidden ones included, in display order. */
export async function listFaqItems(db: Db) {
  const rows = await db.select(faqColumns).from(faqItems).orderBy(asc(faqItems.sortOrder), asc(faqItems.id));
  return { items: rows.map(toFaqItemDto), total: rows.length };
}
