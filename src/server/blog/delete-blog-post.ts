import "server-only";
import { eq } from "drizzle-orm";
import { notFound } from "../domain-errors";
import type { Db } from "../db/client";
import { blogPosts } from "../db/schema";
import { releaseFiles } from "../media/shared-files";
import type { Storage } from "../media/storage";

/** Deletes a post, then its cover files (unless another row shows the same picture). */
export async function deleteBlogPost(db: Db, storage: Storage, id: number): Promise<{ id: number }> {
  const [row] = await db
    .delete(blogPosts)
    .where(eq(blogPosts.id, id))
    .returning({ id: blogPosts.id, coverImage: blogPosts.coverImage });
  if (!row) throw notFound("blog.not_found");
  await releaseFiles(db, storage, [row.coverImage]);
  return { id: row.id };
}
