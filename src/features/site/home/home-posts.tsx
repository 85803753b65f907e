import { getTranslations } from "next-intl/server";
import type { HomeContent } from "@/shared/website";
import { BlogCard } from "../content/blog-card";
import { HomeSection } from "./section";

/** The latest published blog posts. */
export async function HomePosts({ posts }: { posts: HomeContent["posts"] }) {
  if (posts.length === 0) return null;
  const t = await getTranslations("HomePage");
  return (
    <HomeSection id="blog" title={t("posts")} tone="tinted" more={{ href: "/blog", label: t("allPosts") }}>
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
