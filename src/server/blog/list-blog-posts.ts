import "server-only";
import { count, desc } from "drizzle-orm";
import type { Db } from "../db/client";
import { blogPosts } from "../db/schema";
import { blogPostSummaryColumns, toBlogPostSummaryDto } from "./blog-post-columns";

/** Every post, drafts included, newest first (without bodies; GET /admin/blog/:id has the body). */
export async function listBlogPosts(db: Db, { skip, take }: { skip: number; take: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select(blogPostSummaryColumns)
      .from(blogPosts)
      .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
      .offset(skip)
      .limit(take),
    db.select({ n: count() }).from(blogPosts),
  ]);
  return { items: rows.map(toBlogPostSummaryDto), total: total?.n ?? 0 };
}
