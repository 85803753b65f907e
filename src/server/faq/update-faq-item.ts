import "server-only";
import { englishSet } from "../content/english-values";
import { eq } from "drizzle-orm";
import { notFound } from "../domain-errors";
import type { Db } from "../db/client";
import { faqItems } from "../db/schema";
import { faqColumns, toFaqItemDto } from "./faq-columns";
import type { FaqInput } from "./schemas";

export async function updateFaqItem(db: Db, id: number, input: FaqInput) {
  const [row] = await db
    .update(faqItems)
    .set({
      question: input.question,
      answer: input.answer,
      ...englishSet({ questionEn: input.question_en, answerEn: input.answer_en }),
      ...(input.active !== undefined ? { active: input.active } : {}),
      ...(input.sort_order !== undefined ? { sortOrder: input.sort_order } : {}),
    })
    .where(eq(faqItems.id, id))
    .returning(faqColumns);
  if (!row) throw notFound("faq.not_found");
  return toFaqItemDto(row);
}
