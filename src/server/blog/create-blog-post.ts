import "server-only";
import type { Db } from "../db/client";
import { blogPosts } from "../db/schema";
import { imageFileKey } from "../content/stored-files";
import { uniqueSlug } from "../content/unique-slug";
import { writeWithFiles } from "../media/shared-files";
import type { Storage } from "../media/storage";
import { encodeImage } from "../media/store-image";
import { getBlogPost } from "./get-blog-post";
import type { BlogPostFields } from "./schemas";

/** Creates a post with a unique slug (from `slug` or the title) and an optional cover image. */
export async function createBlogPost(db: Db, storage: Storage, input: BlogPostFields, cover?: Buffer) {
  const image = cover ? await encodeImage(cover, "blog") : null;
  const coverKey = image ? imageFileKey(image) : null;
  return writeWithFiles(db, storage, image?.files ?? [], async (tx) => {
    const slug = await uniqueSlug(
      tx,
      { table: blogPosts, slug: blogPosts.slug, id: blogPosts.id },
      input.slug || input.title,
    );
    const [row] = await tx
      .insert(blogPosts)
      .values({
        title: input.title,
        slug,
        excerpt: input.excerpt ?? "",
        body: input.body,
        titleEn: input.title_en ?? null,
        excerptEn: input.excerpt_en ?? null,
        bodyEn: input.body_en ?? null,
        coverImage: coverKey,
        published: input.published ?? true,
      })
      .returning({ id: blogPosts.id });
    return getBlogPost(tx, row!.id);
  });
}
