import "server-only";
import { faqItems } from "../db/schema";
import type { FaqItemDto } from "./schemas";

export const faqColumns = {
  id: faqItems.id,
  question: faqItems.question,
  answer: faqItems.answer,
  questionEn: faqItems.questionEn,
  answerEn: faqItems.answerEn,
  sortOrder: faqItems.sortOrder,
  active: faqItems.active,
  createdAt: faqItems.createdAt,
};

type Row = Pick<typeof faqItems.$inferSelect, keyof typeof faqColumns>;

export function toFaqItemDto(row: Row): FaqItemDto {
  return {
    id: row.id,
    question: row.question,
    answer: row.answer,
    question_en: row.questionEn,
    answer_en: row.answerEn,
    sort_order: row.sortOrder,
    active: row.active,
    created_at: row.createdAt.toISOString(),
  };
}
