import "server-only";
import { apiFields } from "../db/api-fields";
import { columnsOf } from "../db/columns-of";
import { blogPosts } from "../db/schema";
import { mediaUrl } from "../media/storage";
import type { BlogPostDto } from "./schemas";

export const blogPostSummaryColumns = columnsOf(blogPosts, [
  "id",
  "title",
  "slug",
  "excerpt",
  "titleEn",
  "excerptEn",
  "coverImage",
  "published",
  "publishedAt",
  "createdAt",
  "updatedAt",
]);
export const blogPostColumns = { ...blogPostSummaryColumns, ...columnsOf(blogPosts, ["body", "bodyEn"]) };

type SummaryRow = Pick<typeof blogPosts.$inferSelect, keyof typeof blogPostSummaryColumns>;
type Row = Pick<typeof blogPosts.$inferSelect, keyof typeof blogPostColumns>;

/** The row's fields with the cover image as its URL. */
function withCoverUrl<R extends { coverImage: string | null }>({ coverImage, ...row }: R) {
  return { ...apiFields(row), cover_url: coverImage ? mediaUrl(coverImage) : null };
}

export function toBlogPostSummaryDto(row: SummaryRow): Omit<BlogPostDto, "body" | "body_en"> {
  return withCoverUrl(row);
}

export function toBlogPostDto(row: Row): BlogPostDto {
  return withCoverUrl(row);
}
