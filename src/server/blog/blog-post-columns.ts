import "server-only";
import { blogPosts } from "../db/schema";
import { mediaUrl } from "../media/storage";
import type { BlogPostDto } from "./schemas";

export const blogPostSummaryColumns = {
  id: blogPosts.id,
  title: blogPosts.title,
  slug: blogPosts.slug,
  excerpt: blogPosts.excerpt,
  titleEn: blogPosts.titleEn,
  excerptEn: blogPosts.excerptEn,
  coverImage: blogPosts.coverImage,
  published: blogPosts.published,
  publishedAt: blogPosts.publishedAt,
  createdAt: blogPosts.createdAt,
  updatedAt: blogPosts.updatedAt,
};
export const blogPostColumns = { ...blogPostSummaryColumns, body: blogPosts.body, bodyEn: blogPosts.bodyEn };

type SummaryRow = Pick<typeof blogPosts.$inferSelect, keyof typeof blogPostSummaryColumns>;

export function toBlogPostSummaryDto(row: SummaryRow): Omit<BlogPostDto, "body" | "body_en"> {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    title_en: row.titleEn,
    excerpt_en: row.excerptEn,
    cover_url: row.coverImage ? mediaUrl(row.coverImage) : null,
    published: row.published,
    published_at: row.publishedAt.toISOString(),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toBlogPostDto(row: SummaryRow & { body: string; bodyEn: string | null }): BlogPostDto {
  return { ...toBlogPostSummaryDto(row), body: row.body, body_en: row.bodyEn };
}
