import "server-only";
import { z } from "zod";
import { createBlogPost } from "../../blog/create-blog-post";
import { deleteBlogPost } from "../../blog/delete-blog-post";
import { getBlogPost } from "../../blog/get-blog-post";
import { listBlogPosts } from "../../blog/list-blog-posts";
import { blogPostEditFields, blogPostFields, blogPostSchema, blogPostSummarySchema } from "../../blog/schemas";
import { updateBlogPost } from "../../blog/update-blog-post";
import { readFieldsAndFile } from "../read-form";
import { IMAGE_MAX_BYTES } from "../../media/store-image";
import { idParams, listOf, pageQuery, route } from "../route";

const tag = "blog";

export function blogRoutes() {
  return [
    route(
      {
        method: "get",
        path: "/admin/blog",
        summary: "List blog posts, drafts included, newest first (page size 10; without bodies)",
        tag,
        access: "admin",
        query: pageQuery(10),
        response: listOf(blogPostSummarySchema),
      },
      ({ deps, query }) => listBlogPosts(deps.db, query),
    ),
    route(
      {
        method: "get",
        path: "/admin/blog/:id",
        summary: "One blog post with its body (for the edit form)",
        tag,
        access: "admin",
        params: idParams,
        response: blogPostSchema,
      },
      ({ deps, params }) => getBlogPost(deps.db, params.id),
    ),
    route(
      {
        method: "post",
        path: "/admin/blog",
        summary:
          "Create a post: multipart form (title, excerpt?, body, published?, slug?; file `cover`?) or JSON with the same fields. Body HTML sanitised; slug unique",
        tag,
        access: "admin",
        multipart: true,
        response: blogPostSchema,
        status: 201,
      },
      async ({ c, deps }) => {
        const { input, file } = await readFieldsAndFile(c, deps.config, blogPostFields, "cover", IMAGE_MAX_BYTES);
        return createBlogPost(deps.db, deps.storage, input, file);
      },
    ),
    route(
      {
        method: "post",
        path: "/admin/blog/edit",
        summary:
          "Edit a post: the create fields plus `id` (and `remove_cover`); a new `cover` file replaces the old one. The slug changes only when sent",
        tag,
        access: "admin",
        multipart: true,
        response: blogPostSchema,
      },
      async ({ c, deps }) => {
        const { input, file } = await readFieldsAndFile(c, deps.config, blogPostEditFields, "cover", IMAGE_MAX_BYTES);
        return updateBlogPost(deps.db, deps.storage, input, file);
      },
    ),
    route(
      {
        method: "delete",
        path: "/admin/blog/:id",
        summary: "Delete a blog post and its cover",
        tag,
        access: "admin",
        params: idParams,
        response: z.object({ id: z.number().int() }),
      },
      ({ deps, params }) => deleteBlogPost(deps.db, deps.storage, params.id),
    ),
  ];
}
