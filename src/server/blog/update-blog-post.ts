import "server-only";
import { eq } from "drizzle-orm";
import { englishSet } from "../content/english-values";
import { notFound } from "../domain-errors";
import type { Db } from "../db/client";
import { blogPosts } from "../db/schema";
import { imageFileKey } from "../content/stored-files";
import { uniqueSlug } from "../content/unique-slug";
import { releaseFiles, writeWithFiles } from "../media/shared-files";
import type { Storage } from "../media/storage";
import { encodeImage } from "../media/store-image";
import { getBlogPost } from "./get-blog-post";
import type { BlogPostEditFields } from "./schemas";
import { clock } from "../../lib/clock";

/**
 * Edits a post. The slug stays (links keep working) unless a new one is sent. A new cover replaces the
 * old one, whose files are released once the row is saved; publishing a draft stamps `published_at`.
 */
export async function updateBlogPost(db: Db, storage: Storage, input: BlogPostEditFields, cover?: Buffer) {
  const [current] = await db
    .select({ slug: blogPosts.slug, coverImage: blogPosts.coverImage, published: blogPosts.published })
    .from(blogPosts)
    .where(eq(blogPosts.id, input.id))
    .limit(1);
  if (!current) throw notFound("blog.not_found");
  const image = cover ? await encodeImage(cover, "blog") : null;
  const newCover = image ? imageFileKey(image) : null;
  const coverImage = newCover ?? (input.remove_cover ? null : current.coverImage);
  const published = input.published ?? current.published;
  await writeWithFiles(db, storage, image?.files ?? [], async (tx) => {
    const slug = input.slug
      ? await uniqueSlug(tx, { table: blogPosts, slug: blogPosts.slug, id: blogPosts.id }, input.slug, input.id)
      : current.slug;
    const [row] = await tx
      .update(blogPosts)
      .set({
        title: input.title,
        slug,
        ...(input.excerpt !== undefined ? { excerpt: input.excerpt } : {}),
        body: input.body,
        ...englishSet({ titleEn: input.title_en, excerptEn: input.excerpt_en, bodyEn: input.body_en }),
        coverImage,
        published,
        ...(published && !current.published ? { publishedAt: clock.now() } : {}),
        updatedAt: clock.now(),
      })
      .where(eq(blogPosts.id, input.id))
      .returning({ id: blogPosts.id });
    if (!row) throw notFound("blog.not_found");
  });
  if (current.coverImage && current.coverImage !== coverImage) await releaseFiles(db, storage, [current.coverImage]);
  return getBlogPost(db, input.id);
}
