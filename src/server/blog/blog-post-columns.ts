import "server-only";
import { blogPosts } from "../db/schema";
import { mediaUrl } from "../media/storage";
import type { BlogPostDto } from "./schemas";

export const blogPostSummaryColumns = {
  id: blogPosts.id,
  title: blogPosts.title,
  slug: blogPosts.slug,
  excerpt: blogPosts.excerpt,
  coverImage: blogPosts.coverImage,
  published: blogPosts.published,
  publishedAt: blogPosts.publishedAt,
  createdAt: blogPosts.createdAt,
  updatedAt: blogPosts.updatedAt,
};
export const blogPostColumns = { ...blogPostSummaryColumns, body: blogPosts.body };

type SummaryRow = Pick<typeof blogPosts.$inferSelect, keyof typeof blogPostSummaryColumns>;

export function toBlogPostSummaryDto(row: SummaryRow): Omit<BlogPostDto, "body"> {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    cover_url: row.coverImage ? mediaUrl(row.coverImage) : null,
    published: row.published,
    published_at: row.publishedAt.toISOString(),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toBlogPostDto(row: SummaryRow & { body: string }): BlogPostDto {
  return { ...toBlogPostSummaryDto(row), body: row.body };
}
