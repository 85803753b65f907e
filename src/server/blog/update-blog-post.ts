import { eq } from "drizzle-orm";
import { notFound } from "../api/errors";
import type { Db } from "../db/client";
import { blogPosts } from "../db/schema";
import { deleteStoredFile, imageFileKey, withStoredFiles } from "../content/stored-files";
import { uniqueSlug } from "../content/unique-slug";
import type { Storage } from "../media/storage";
import { storeImage } from "../media/store-image";
import { getBlogPost } from "./get-blog-post";
import type { BlogPostEditFields } from "./schemas";

/**
 * Edits a post. The slug stays (links keep working) unless a new one is sent. A new cover replaces the
 * old one, whose files are deleted once the row is saved; publishing a draft stamps `published_at`.
 */
export async function updateBlogPost(db: Db, storage: Storage, input: BlogPostEditFields, cover?: Buffer) {
  const [current] = await db
    .select({ slug: blogPosts.slug, coverImage: blogPosts.coverImage, published: blogPosts.published })
    .from(blogPosts)
    .where(eq(blogPosts.id, input.id))
    .limit(1);
  if (!current) throw notFound("Blog yazısı bulunamadı.");
  const newCover = cover ? imageFileKey(await storeImage(storage, cover, "blog")) : null;
  const coverImage = newCover ?? (input.remove_cover ? null : current.coverImage);
  const published = input.published ?? current.published;
  await withStoredFiles(storage, [newCover], async () => {
    const slug = input.slug
      ? await uniqueSlug(db, { table: blogPosts, slug: blogPosts.slug, id: blogPosts.id }, input.slug, input.id)
      : current.slug;
    const [row] = await db
      .update(blogPosts)
      .set({
        title: input.title,
        slug,
        ...(input.excerpt !== undefined ? { excerpt: input.excerpt } : {}),
        body: input.body,
        coverImage,
        published,
        ...(published && !current.published ? { publishedAt: new Date() } : {}),
        updatedAt: new Date(),
      })
      .where(eq(blogPosts.id, input.id))
      .returning({ id: blogPosts.id });
    if (!row) throw notFound("Blog yazısı bulunamadı.");
  });
  if (current.coverImage && current.coverImage !== coverImage) await deleteStoredFile(storage, current.coverImage);
  return getBlogPost(db, input.id);
}
