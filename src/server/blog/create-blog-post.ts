import type { Db } from "../db/client";
import { blogPosts } from "../db/schema";
import { imageFileKey, withStoredFiles } from "../content/stored-files";
import { uniqueSlug } from "../content/unique-slug";
import type { Storage } from "../media/storage";
import { storeImage } from "../media/store-image";
import { getBlogPost } from "./get-blog-post";
import type { BlogPostFields } from "./schemas";

/** Creates a post with a unique slug (from `slug` or the title) and an optional cover image. */
export async function createBlogPost(db: Db, storage: Storage, input: BlogPostFields, cover?: Buffer) {
  const coverKey = cover ? imageFileKey(await storeImage(storage, cover, "blog")) : null;
  return withStoredFiles(storage, [coverKey], async () => {
    const slug = await uniqueSlug(
      db,
      { table: blogPosts, slug: blogPosts.slug, id: blogPosts.id },
      input.slug || input.title,
    );
    const [row] = await db
      .insert(blogPosts)
      .values({
        title: input.title,
        slug,
        excerpt: input.excerpt ?? "",
        body: input.body,
        coverImage: coverKey,
        published: input.published ?? true,
      })
      .returning({ id: blogPosts.id });
    return getBlogPost(db, row!.id);
  });
}
