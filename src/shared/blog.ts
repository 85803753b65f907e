import { z } from "zod";
import {
  englishRichHtmlText,
  englishText,
  formBoolean,
  optionalText,
  requiredText,
  richHtmlText,
} from "./content-fields";

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
  .string({ error: "Kısa ad (slug) metin olmalı." })
  .trim()
  .max(80, { error: "Kısa ad (slug) en fazla 80 karakter olabilir." })
  .optional();

/**
 * Fields of a blog post, sent as JSON or as the text fields of a multipart form (with an optional file
 * field `cover`). `body` is rich HTML and is sanitised on save; `slug` defaults to one made from the title.
 */
export const blogPostFields = z.object({
  title: requiredText("Başlık", 200),
  excerpt: optionalText("Özet", 1000).optional(),
  body: richHtmlText("İçerik"),
  title_en: englishText("Başlık", 200),
  excerpt_en: englishText("Özet", 1000),
  body_en: englishRichHtmlText("İçerik"),
  published: formBoolean("Yayında").optional(),
  slug: slugField,
});
export type BlogPostFields = z.output<typeof blogPostFields>;

/** `POST /admin/blog/edit`: the same fields plus the post's id; `remove_cover` drops the current cover. */
export const blogPostEditFields = blogPostFields.extend({
  // A number in JSON; in a multipart form its digits (content/form-values.ts).
  id: z
    .number({ error: "Yazı numarası zorunludur." })
    .int({ error: "Yazı numarası geçersiz." })
    .positive({ error: "Yazı numarası geçersiz." })
    .max(2_147_483_647, { error: "Yazı numarası geçersiz." }),
  remove_cover: formBoolean("Kapak görselini kaldır").optional(),
});
export type BlogPostEditFields = z.output<typeof blogPostEditFields>;
