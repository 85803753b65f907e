import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { BlogCard } from "@/features/site/content/blog-card";
import { LinkPager } from "@/features/site/content/link-pager";
import { PageHeader } from "@/features/site/content/page-header";
import { pageMetadata } from "@/features/site/content/page-metadata";
import { pageLocale } from "@/features/site/i18n/page-locale";
import { getDb } from "@/server/db/runtime";
import { listPublishedPosts } from "@/server/website/list-published-posts";

export const dynamic = "force-dynamic";

const PAGE_SIZE = 10;

type Props = { searchParams: Promise<{ sayfa?: string | string[] }> };

function pageOf(value: string | string[] | undefined): number | null {
  if (value === undefined) return 1;
  if (typeof value !== "string" || !/^[1-9]\d{0,4}$/.test(value)) return null;
  return Number(value);
}

export async function generateMetadata({ searchParams }: Props) {
  const page = pageOf((await searchParams).sayfa) ?? 1;
  const t = await getTranslations("ContentBlog");
  return pageMetadata({
    locale: await pageLocale(),
    title: page > 1 ? t("pageTitle", { page: String(page) }) : t("title"),
    description: t("description"),
    path: page > 1 ? `/blog?sayfa=${page}` : "/blog",
  });
}

export default async function BlogPage({ searchParams }: Props) {
  const page = pageOf((await searchParams).sayfa);
  if (page === null) notFound();
  const { items, total } = await listPublishedPosts(
    getDb(),
    { skip: (page - 1) * PAGE_SIZE, take: PAGE_SIZE },
    await pageLocale(),
  );
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  if (page > pages) notFound();
  const t = await getTranslations("ContentBlog");
  return (
    <>
      <PageHeader title={t("title")} lead={t("lead")} />
      <div className="mx-auto max-w-7xl px-4 py-10">
        {items.length > 0 ? (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((post) => (
              <BlogCard key={post.id} post={post} />
            ))}
          </div>
        ) : (
          <p className="text-slate-700 dark:text-slate-300">{t("empty")}</p>
        )}
        <LinkPager basePath="/blog" page={page} pages={pages} />
      </div>
    </>
  );
}
