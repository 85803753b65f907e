import type { MetadataRoute } from "next";
import { alternatesFor } from "@/features/site/content/page-metadata";
import { LOCALES } from "@/i18n/locales";
import { getDb } from "@/server/db/runtime";
import { listSitemapEntries } from "@/server/website/list-sitemap-entries";

// Boats and posts come from the database (there is none during `next build`).
export const dynamic = "force-dynamic";

/** Every public route of spec §2 that is not per boat or per post. */
const PAGES: { path: string; priority: number; changeFrequency: "daily" | "weekly" | "monthly" }[] = [
  { path: "/", priority: 1, changeFrequency: "daily" },
  { path: "/listing", priority: 0.9, changeFrequency: "daily" },
  { path: "/listingsale", priority: 0.8, changeFrequency: "daily" },
  { path: "/blog", priority: 0.6, changeFrequency: "weekly" },
  { path: "/faq", priority: 0.5, changeFrequency: "monthly" },
  { path: "/contact", priority: 0.5, changeFrequency: "monthly" },
  { path: "/about", priority: 0.5, changeFrequency: "monthly" },
  { path: "/enquire", priority: 0.3, changeFrequency: "monthly" },
  { path: "/website/howrent", priority: 0.5, changeFrequency: "monthly" },
  { path: "/website/banks", priority: 0.4, changeFrequency: "monthly" },
  { path: "/website/document", priority: 0.3, changeFrequency: "monthly" },
  { path: "/website/rental", priority: 0.3, changeFrequency: "monthly" },
  { path: "/website/cancel", priority: 0.3, changeFrequency: "monthly" },
  { path: "/website/privacy", priority: 0.2, changeFrequency: "monthly" },
  { path: "/website/kvkk", priority: 0.2, changeFrequency: "monthly" },
];

type Entry = Omit<MetadataRoute.Sitemap[number], "url" | "alternates"> & { path: string };

/** One entry per language for a page, each naming every language's address (xhtml:link hreflang, x-default). */
function entriesFor({ path, ...rest }: Entry): MetadataRoute.Sitemap {
  return LOCALES.map((locale) => {
    const { canonical, languages } = alternatesFor(path, locale);
    return { url: canonical as string, alternates: { languages: languages as Record<string, string> }, ...rest };
  });
}

/** sitemap.xml: the public pages, every active boat and every published blog post in both languages. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const { boats, posts } = await listSitemapEntries(getDb());
  return [
    ...PAGES.flatMap(({ path, priority, changeFrequency }) => entriesFor({ path, priority, changeFrequency })),
    ...boats.flatMap((boat) =>
      entriesFor({
        path: `/boat/${boat.slug}`,
        lastModified: boat.updatedAt,
        changeFrequency: "weekly",
        priority: 0.8,
      }),
    ),
    ...posts.flatMap((post) =>
      entriesFor({
        path: `/blog/${post.slug}`,
        lastModified: post.updatedAt,
        changeFrequency: "monthly",
        priority: 0.5,
      }),
    ),
  ];
}
