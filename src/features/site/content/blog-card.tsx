import { ResponsiveImage } from "../image/responsive-image";
import { Link } from "@/i18n/navigation";
import { pageLocale } from "../i18n/page-locale";
import type { BlogSummary } from "@/shared/website";
import { fallbackLang } from "@/shared/localized-text";
import { formatContentDate } from "./format-date";

/** A post in the blog list: cover, date, title and excerpt, all one link. */
export async function BlogCard({ post, headingLevel = 2 }: { post: BlogSummary; headingLevel?: 2 | 3 }) {
  const locale = await pageLocale();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md dark:border-slate-800 dark:bg-slate-900">
      <div className="relative aspect-video bg-slate-200 dark:bg-slate-800">
        {post.cover_image_url ? (
          <ResponsiveImage
            src={post.cover_image_url}
            alt=""
            fill
            sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            className="object-cover"
          />
        ) : (
          <div aria-hidden="true" className="absolute inset-0 bg-gradient-to-br from-sea-600 to-sea-900" />
        )}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <time dateTime={post.published_at} className="text-sm text-slate-600 dark:text-slate-400">
          {formatContentDate(post.published_at, locale)}
        </time>
        <Heading
          lang={fallbackLang(post, "title")}
          className="mt-1 text-lg font-semibold text-slate-900 dark:text-white"
        >
          <Link
            href={`/blog/${post.slug}`}
            className="after:absolute after:inset-0 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-600 group-hover:text-sea-700 dark:group-hover:text-sky-300"
          >
            {post.title}
          </Link>
        </Heading>
        {post.excerpt && (
          <p
            lang={fallbackLang(post, "excerpt")}
            className="mt-2 line-clamp-3 text-sm text-slate-600 dark:text-slate-300"
          >
            {post.excerpt}
          </p>
        )}
      </div>
    </article>
  );
}
