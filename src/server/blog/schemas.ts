import "server-only";
import { blogPostEditFields as checkedEditFields, blogPostFields as checkedFields } from "@/shared/blog";
import { englishRichHtml, richHtml } from "../content/fields";

// The shapes live in src/shared (the browser validates with them too); the server sanitises the body.
export * from "@/shared/blog";

export const blogPostFields = checkedFields.extend({ body: richHtml("İçerik"), body_en: englishRichHtml("İçerik") });
export const blogPostEditFields = checkedEditFields.extend({
  body: richHtml("İçerik"),
  body_en: englishRichHtml("İçerik"),
});
