import { ResponsiveImage } from "@/features/site/image/responsive-image";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { formatContentDate } from "@/features/site/content/format-date";
import { JsonLd } from "@/features/site/content/json-ld";
import { fallbackLang } from "@/shared/localized-text";
import { loadPublishedPost } from "@/features/site/content/load-content";
import { PageBody } from "@/features/site/content/page-body";
import { absoluteUrl, describeHtml, pageMetadata } from "@/features/site/content/page-metadata";
import { localePath } from "@/i18n/locale-path";
import { INTL_LOCALE } from "@/i18n/locales";
import { Link } from "@/i18n/navigation";
import { pageLocale } from "@/features/site/i18n/page-locale";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props) {
  const post = await loadPublishedPost((await params).slug);
  if (!post) return { title: (await getTranslations("ContentNotFound"))("postTitle"), robots: { index: false } };
  return pageMetadata({
    locale: await pageLocale(),
    title: post.title,
    description: describeHtml(`<p>${post.excerpt}</p> ${post.body}`, post.title),
    path: `/blog/${post.slug}`,
    image: post.cover_image_url,
    type: "article",
    publishedTime: post.published_at,
    modifiedTime: post.updated_at,
  });
}

export default async function BlogPostPage({ params }: Props) {
  const post = await loadPublishedPost((await params).slug);
  if (!post) notFound();
  const [t, locale] = await Promise.all([getTranslations("ContentBlog"), pageLocale()]);
  return (
    <article>
      <div className="border-b border-slate-200 bg-sea-50 dark:border-slate-800 dark:bg-slate-900">
        <div className="mx-auto max-w-3xl px-4 py-10">
          <nav aria-label={t("breadcrumb")} className="text-sm">
            <Link href="/blog" className="font-medium text-sea-700 hover:underline dark:text-sky-300">
              {t("back")}
            </Link>
          </nav>
          <h1
            lang={fallbackLang(post, "title")}
            className="mt-3 text-3xl font-bold tracking-tight text-sea-900 sm:text-4xl dark:text-white"
          >
            {post.title}
          </h1>
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
            <time dateTime={post.published_at}>{formatContentDate(post.published_at, locale)}</time>
          </p>
        </div>
      </div>
      <div className="mx-auto max-w-3xl px-4 py-10">
        {post.cover_image_url && (
          <div className="relative mb-8 aspect-video overflow-hidden rounded-xl bg-slate-200 dark:bg-slate-800">
            <ResponsiveImage
              src={post.cover_image_url}
              alt=""
              fill
              priority
              sizes="(min-width: 768px) 720px, 100vw"
              className="object-cover"
            />
          </div>
        )}
        {post.excerpt && (
          <p
            lang={fallbackLang(post, "excerpt")}
            className="mb-6 text-lg font-medium text-slate-800 dark:text-slate-200"
          >
            {post.excerpt}
          </p>
        )}
        <PageBody html={post.body} lang={fallbackLang(post, "body")} />
      </div>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "BlogPosting",
          headline: post.title,
          datePublished: post.published_at,
          dateModified: post.updated_at,
          mainEntityOfPage: absoluteUrl(localePath(`/blog/${post.slug}`, locale)),
          inLanguage: INTL_LOCALE[locale],
          ...(post.cover_image_url ? { image: absoluteUrl(post.cover_image_url) } : {}),
          publisher: { "@type": "Organization", name: "Liman" },
        }}
      />
    </article>
  );
}
