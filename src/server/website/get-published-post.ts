import "server-only";
import { and, eq } from "drizzle-orm";
import { notFound } from "../domain-errors";
import type { DbOrTx } from "../db/client";
import { blogPosts } from "../db/schema";
import { blogSummaryColumns, isPublished, toBlogSummary } from "./blog-columns";
import type { BlogPost } from "./schemas";

/** One published post by slug; a draft, a scheduled post or an unknown slug is a 404. */
export async function getPublishedPost(db: DbOrTx, slug: string): Promise<BlogPost> {
  const [row] = await db
    .select({ ...blogSummaryColumns, body: blogPosts.body, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), isPublished()))
    .limit(1);
  if (!row) throw notFound("Yazı bulunamadı.");
  return { ...toBlogSummary(row), body: row.body, updated_at: row.updatedAt.toISOString() };
}
