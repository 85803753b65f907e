import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { faqItems } from "../db/schema";
import { faqColumns, toFaqItemDto } from "./faq-columns";
import type { FaqInput } from "./schemas";

/** Adds a question; without `sort_order` it goes to the end of the list. */
export async function createFaqItem(db: Db, input: FaqInput) {
  const [row] = await db
    .insert(faqItems)
    .values({
      question: input.question,
      answer: input.answer,
      questionEn: input.question_en ?? null,
      answerEn: input.answer_en ?? null,
      active: input.active ?? true,
      sortOrder: input.sort_order ?? sql`(select coalesce(max(${faqItems.sortOrder}) + 1, 0) from ${faqItems})`,
    })
    .returning(faqColumns);
  return toFaqItemDto(row!);
}
