import { z } from "zod";
import { englishRichHtmlText, englishText, requiredText, richHtmlText, sortOrderField } from "./content-fields";
import { msg } from "./messages/message-ref";

export const faqItemSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  /** Sanitised HTML. */
  answer: z.string(),
  /** English texts for /en (answer: sanitised HTML), or null. */
  question_en: z.string().nullable(),
  answer_en: z.string().nullable(),
  sort_order: z.number().int(),
  active: z.boolean(),
  created_at: z.string(),
});
export type FaqItemDto = z.infer<typeof faqItemSchema>;

export const faqBody = z.object({
  question: requiredText("faq.question", 500),
  answer: richHtmlText("faq.answer"),
  question_en: englishText("faq.question", 500),
  answer_en: englishRichHtmlText("faq.answer"),
  sort_order: sortOrderField.optional(),
  active: z.boolean({ error: msg("content.active_boolean") }).optional(),
});
export type FaqInput = z.output<typeof faqBody>;
