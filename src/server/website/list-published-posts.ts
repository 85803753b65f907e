import "server-only";
import type { Locale } from "@/i18n/locales";
import { count, desc } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { blogPosts } from "../db/schema";
import { blogSummaryColumns, isPublished, toBlogSummary } from "./blog-columns";
import type { BlogSummary } from "./schemas";

/** Published blog posts, newest first. */
export async function listPublishedPosts(
  db: DbOrTx,
  { skip, take }: { skip: number; take: number },
  locale: Locale = "tr",
): Promise<{ items: BlogSummary[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select(blogSummaryColumns)
      .from(blogPosts)
      .where(isPublished())
      .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
      .offset(skip)
      .limit(take),
    db.select({ n: count() }).from(blogPosts).where(isPublished()),
  ]);
  return { items: rows.map((row) => toBlogSummary(row, locale)), total: total?.n ?? 0 };
}
