import type { HomeContent } from "@/server/website/schemas";
import { BlogCard } from "../content/blog-card";
import { HomeSection } from "./section";

/** The latest published blog posts. */
export function HomePosts({ posts }: { posts: HomeContent["posts"] }) {
  if (posts.length === 0) return null;
  return (
    <HomeSection id="blog" title="Blogdan" tone="tinted" more={{ href: "/blog", label: "Tüm yazılar" }}>
      <ul className="grid gap-6 md:grid-cols-3">
        {posts.map((post) => (
          <li key={post.id} className="flex">
            <BlogCard post={post} headingLevel={3} />
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
