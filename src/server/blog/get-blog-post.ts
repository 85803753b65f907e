import "server-only";
import { eq } from "drizzle-orm";
import { notFound } from "../domain-errors";
import type { DbOrTx } from "../db/client";
import { blogPosts } from "../db/schema";
import { blogPostColumns, toBlogPostDto } from "./blog-post-columns";

export async function getBlogPost(db: DbOrTx, id: number) {
  const [row] = await db.select(blogPostColumns).from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
  if (!row) throw notFound("blog.not_found");
  return toBlogPostDto(row);
}
