import "server-only";
import type { Locale } from "@/i18n/locales";
import { localizeFields } from "@/shared/localized-text";
import { asc, eq } from "drizzle-orm";
import { fillCopy } from "../../lib/deposit-copy";
import type { DbOrTx } from "../db/client";
import { faqItems } from "../db/schema";
import { getDepositPercent } from "../settings/get-deposit-percent";
import type { PublicFaqItem } from "./schemas";

/** Active FAQ items in staff order, rate placeholders filled; `limit` for the home page highlights. */
export async function listFaq(
  db: DbOrTx,
  { limit, locale = "tr" }: { limit?: number; locale?: Locale } = {},
): Promise<PublicFaqItem[]> {
  const [items, percent] = await Promise.all([listRows(db, limit), getDepositPercent(db)]);
  return items.map((item) => {
    const { texts, turkish_fields } = localizeFields(item, ["question", "answer"], locale);
    return {
      id: item.id,
      question: fillCopy(texts.question, percent),
      answer: fillCopy(texts.answer, percent),
      turkish_fields,
    };
  });
}

function listRows(db: DbOrTx, limit: number | undefined) {
  const query = db
    .select({
      id: faqItems.id,
      question: faqItems.question,
      answer: faqItems.answer,
      questionEn: faqItems.questionEn,
      answerEn: faqItems.answerEn,
    })
    .from(faqItems)
    .where(eq(faqItems.active, true))
    .orderBy(asc(faqItems.sortOrder), asc(faqItems.id));
  return limit === undefined ? query : query.limit(limit);
}
