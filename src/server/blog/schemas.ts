import "server-only";
import { blogPostEditFields as checkedEditFields, blogPostFields as checkedFields } from "@/shared/blog";
import { englishRichHtml, richHtml } from "../content/fields";

// The shapes live in src/shared (the browser validates with them too); the server sanitises the body.
export * from "@/shared/blog";

export const blogPostFields = checkedFields.extend({
  body: richHtml("blog.body"),
  body_en: englishRichHtml("blog.body"),
});
export const blogPostEditFields = checkedEditFields.extend({
  body: richHtml("blog.body"),
  body_en: englishRichHtml("blog.body"),
});
