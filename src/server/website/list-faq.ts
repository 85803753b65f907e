import "server-only";
import { asc, eq } from "drizzle-orm";
import { fillCopy } from "../../lib/deposit-copy";
import type { DbOrTx } from "../db/client";
import { faqItems } from "../db/schema";
import { getDepositPercent } from "../settings/get-deposit-percent";
import type { PublicFaqItem } from "./schemas";

/** Active FAQ items in staff order, rate placeholders filled; `limit` for the home page highlights. */
export async function listFaq(db: DbOrTx, { limit }: { limit?: number } = {}): Promise<PublicFaqItem[]> {
  const [items, percent] = await Promise.all([listRows(db, limit), getDepositPercent(db)]);
  return items.map((item) => ({
    ...item,
    question: fillCopy(item.question, percent),
    answer: fillCopy(item.answer, percent),
  }));
}

function listRows(db: DbOrTx, limit: number | undefined) {
  const query = db
    .select({ id: faqItems.id, question: faqItems.question, answer: faqItems.answer })
    .from(faqItems)
    .where(eq(faqItems.active, true))
    .orderBy(asc(faqItems.sortOrder), asc(faqItems.id));
  return limit === undefined ? query : query.limit(limit);
}
