import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { faqItems } from "../db/schema";
import type { PublicFaqItem } from "./schemas";

/** Active FAQ items in staff order; `limit` for the home page highlights. */
export async function listFaq(db: DbOrTx, { limit }: { limit?: number } = {}): Promise<PublicFaqItem[]> {
  const query = db
    .select({ id: faqItems.id, question: faqItems.question, answer: faqItems.answer })
    .from(faqItems)
    .where(eq(faqItems.active, true))
    .orderBy(asc(faqItems.sortOrder), asc(faqItems.id));
  return limit === undefined ? query : query.limit(limit);
}
