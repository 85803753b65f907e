import "server-only";
import type { Locale } from "@/i18n/locales";
import { localizeFields } from "@/shared/localized-text";
import { and, eq } from "drizzle-orm";
import { notFound } from "../domain-errors";
import type { DbOrTx } from "../db/client";
import { blogPosts } from "../db/schema";
import { blogSummaryColumns, isPublished, toBlogSummary } from "./blog-columns";
import type { BlogPost } from "./schemas";

/** One published post by slug; a draft, a scheduled post or an unknown slug is a 404. */
export async function getPublishedPost(db: DbOrTx, slug: string, locale: Locale = "tr"): Promise<BlogPost> {
  const [row] = await db
    .select({ ...blogSummaryColumns, body: blogPosts.body, bodyEn: blogPosts.bodyEn, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), isPublished()))
    .limit(1);
  if (!row) throw notFound("website.post_not_found");
  const summary = toBlogSummary(row, locale);
  const body = localizeFields(row, ["body"], locale);
  return {
    ...summary,
    body: body.texts.body,
    updated_at: row.updatedAt.toISOString(),
    turkish_fields: [...summary.turkish_fields, ...body.turkish_fields],
  };
}
