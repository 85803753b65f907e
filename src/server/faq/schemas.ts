import "server-only";
import { faqBody as checkedBody } from "@/shared/faq";
import { englishRichHtml, richHtml } from "../content/fields";

// The shapes live in src/shared (the browser validates with them too); the server sanitises the answer.
export * from "@/shared/faq";

export const faqBody = checkedBody.extend({ answer: richHtml("faq.answer"), answer_en: englishRichHtml("faq.answer") });
