import { z } from "zod";
import {
  englishRichHtmlText,
  englishText,
  formBoolean,
  optionalText,
  requiredText,
  richHtmlText,
} from "./content-fields";
import { msg } from "./messages/message-ref";

export const blogPostSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  /** English title and summary for /en, or null. */
  title_en: z.string().nullable(),
  excerpt_en: z.string().nullable(),
  /** URL of the cover image (largest variant), or null. */
  cover_url: z.string().nullable(),
  published: z.boolean(),
  published_at: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export const blogPostSchema = blogPostSummarySchema.extend({ body: z.string(), body_en: z.string().nullable() });
export type BlogPostDto = z.infer<typeof blogPostSchema>;

const slugField = z
  .string({ error: msg("blog.slug_text") })
  .trim()
  .max(80, { error: msg("blog.slug_too_long") })
  .optional();

/**
 * Fields of a blog post, sent as JSON or as the text fields of a multipart form (with an optional file
 * field `cover`). `body` is rich HTML and is sanitised on save; `slug` defaults to one made from the title.
 */
export const blogPostFields = z.object({
  title: requiredText("blog.title", 200),
  excerpt: optionalText("blog.excerpt", 1000, { multiline: true }).optional(),
  body: richHtmlText("blog.body"),
  title_en: englishText("blog.title", 200),
  excerpt_en: englishText("blog.excerpt", 1000, { multiline: true }),
  body_en: englishRichHtmlText("blog.body"),
  published: formBoolean("blog.published").optional(),
  slug: slugField,
});
export type BlogPostFields = z.output<typeof blogPostFields>;

/** `POST /admin/blog/edit`: the same fields plus the post's id; `remove_cover` drops the current cover. */
export const blogPostEditFields = blogPostFields.extend({
  // A number in JSON; in a multipart form its digits (content/form-values.ts).
  id: z
    .number({ error: msg("blog.post_id_required") })
    .int({ error: msg("blog.post_id_invalid") })
    .positive({ error: msg("blog.post_id_invalid") })
    .max(2_147_483_647, { error: msg("blog.post_id_invalid") }),
  remove_cover: formBoolean("blog.remove_cover").optional(),
});
export type BlogPostEditFields = z.output<typeof blogPostEditFields>;
