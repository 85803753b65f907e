import "server-only";
import { apiFields } from "../db/api-fields";
import { columnsOf } from "../db/columns-of";
import { faqItems } from "../db/schema";
import type { FaqItemDto } from "./schemas";

export const faqColumns = columnsOf(faqItems, [
  "id",
  "question",
  "answer",
  "questionEn",
  "answerEn",
  "sortOrder",
  "active",
  "createdAt",
]);

type Row = Pick<typeof faqItems.$inferSelect, keyof typeof faqColumns>;

export function toFaqItemDto(row: Row): FaqItemDto {
  return apiFields(row);
}
