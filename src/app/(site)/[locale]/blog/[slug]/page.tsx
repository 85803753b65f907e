import Image from "next/image";
import Link from "next/link";
import { notFound } from "next/navigation";
import { formatTurkishDate } from "@/features/site/content/format-date";
import { JsonLd } from "@/features/site/content/json-ld";
import { loadPublishedPost } from "@/features/site/content/load-content";
import { PageBody } from "@/features/site/content/page-body";
import { absoluteUrl, describeHtml, pageMetadata } from "@/features/site/content/page-metadata";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props) {
  const post = await loadPublishedPost((await params).slug);
  if (!post) return { title: "Yazı bulunamadı", robots: { index: false } };
  return pageMetadata({
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
  return (
    <article>
      <div className="border-b border-slate-200 bg-sea-50 dark:border-slate-800 dark:bg-slate-900">
        <div className="mx-auto max-w-3xl px-4 py-10">
          <nav aria-label="Konum" className="text-sm">
            <Link href="/blog" className="font-medium text-sea-700 hover:underline dark:text-sky-300">
              ‹ Blog
            </Link>
          </nav>
          <h1 className="mt-3 text-3xl font-bold tracking-tight text-sea-900 sm:text-4xl dark:text-white">
            {post.title}
          </h1>
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
            <time dateTime={post.published_at}>{formatTurkishDate(post.published_at)}</time>
          </p>
        </div>
      </div>
      <div className="mx-auto max-w-3xl px-4 py-10">
        {post.cover_image_url && (
          <div className="relative mb-8 aspect-video overflow-hidden rounded-xl bg-slate-200 dark:bg-slate-800">
            <Image
              src={post.cover_image_url}
              alt=""
              fill
              priority
              sizes="(min-width: 768px) 720px, 100vw"
              className="object-cover"
            />
          </div>
        )}
        {post.excerpt && <p className="mb-6 text-lg font-medium text-slate-800 dark:text-slate-200">{post.excerpt}</p>}
        <PageBody html={post.body} />
      </div>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "BlogPosting",
          headline: post.title,
          datePublished: post.published_at,
          dateModified: post.updated_at,
          mainEntityOfPage: absoluteUrl(`/blog/${post.slug}`),
          ...(post.cover_image_url ? { image: absoluteUrl(post.cover_image_url) } : {}),
          publisher: { "@type": "Organization", name: "Liman" },
        }}
      />
    </article>
  );
}
