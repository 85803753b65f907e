import "server-only";
import type { Locale } from "@/i18n/locales";
import { localizeFields } from "@/shared/localized-text";
import { and, eq, lte } from "drizzle-orm";
import { columnsOf } from "../db/columns-of";
import { blogPosts } from "../db/schema";
import { fileUrl, imageVariantUrl } from "./media-urls";
import type { BlogSummary } from "./schemas";
import { clock } from "../../lib/clock";

/** A post is public once it is published and its publication time has come (by the app's clock, which sets it). */
export const isPublished = (now = clock.now()) => and(eq(blogPosts.published, true), lte(blogPosts.publishedAt, now));

export const blogSummaryColumns = columnsOf(blogPosts, [
  "id",
  "title",
  "slug",
  "excerpt",
  "titleEn",
  "excerptEn",
  "coverImage",
  "publishedAt",
]);

type SummaryRow = { [K in keyof typeof blogSummaryColumns]: (typeof blogPosts.$inferSelect)[K] };

/** A post's card in `locale`: the English title and summary where written, else the Turkish ones. */
export function toBlogSummary(row: SummaryRow, locale: Locale = "tr"): BlogSummary {
  const { texts, turkish_fields } = localizeFields(row, ["title", "excerpt"], locale);
  return {
    id: row.id,
    title: texts.title,
    slug: row.slug,
    excerpt: texts.excerpt,
    turkish_fields,
    cover_image_url: fileUrl(row.coverImage),
    cover_thumb_url: imageVariantUrl(row.coverImage, 640),
    published_at: row.publishedAt.toISOString(),
  };
}
