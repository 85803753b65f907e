import { eq } from "drizzle-orm";
import { notFound } from "../api/errors";
import type { Db } from "../db/client";
import { blogPosts } from "../db/schema";
import { deleteStoredFile } from "../content/stored-files";
import type { Storage } from "../media/storage";

/** Deletes a post, then its cover files. */
export async function deleteBlogPost(db: Db, storage: Storage, id: number): Promise<{ id: number }> {
  const [row] = await db
    .delete(blogPosts)
    .where(eq(blogPosts.id, id))
    .returning({ id: blogPosts.id, coverImage: blogPosts.coverImage });
  if (!row) throw notFound("Blog yazısı bulunamadı.");
  await deleteStoredFile(storage, row.coverImage);
  return { id: row.id };
}
