import "server-only";
import { asc, desc, eq } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { blogPosts, boats } from "../db/schema";
import { isPublished } from "./blog-columns";

export type SitemapEntries = {
  boats: { slug: string; updatedAt: Date }[];
  posts: { slug: string; updatedAt: Date }[];
};

/** What the sitemap lists besides the fixed pages: every active boat and every published post. */
export async function listSitemapEntries(db: DbOrTx): Promise<SitemapEntries> {
  const [boatRows, postRows] = await Promise.all([
    db
      .select({ slug: boats.slug, updatedAt: boats.updatedAt })
      .from(boats)
      .where(eq(boats.active, true))
      .orderBy(asc(boats.sortOrder), asc(boats.id)),
    db
      .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
      .from(blogPosts)
      .where(isPublished())
      .orderBy(desc(blogPosts.publishedAt)),
  ]);
  return { boats: boatRows, posts: postRows };
}
