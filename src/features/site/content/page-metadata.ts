import type { Metadata } from "next";
import { getRuntime, hasRuntime } from "@/server/db/runtime";
import { decodeBasicEntities } from "@/lib/html-text";

/** The public base URL (config PUBLIC_URL), without a trailing slash. */
export function publicBaseUrl(): string {
  const base = hasRuntime() ? getRuntime().config.publicUrl : "http://localhost:3000";
  return base.replace(/\/+$/, "");
}

/** An absolute URL for a site path or a `/v1/media/…` file. */
export const absoluteUrl = (path: string) => `${publicBaseUrl()}${path.startsWith("/") ? path : `/${path}`}`;

type PageMeta = {
  title: string;
  description: string;
  /** The page's own path, e.g. `/website/kvkk`: its canonical URL. */
  path: string;
  /** A picture for link previews (site path or absolute URL). */
  image?: string | null;
  type?: "website" | "article";
  publishedTime?: string;
  modifiedTime?: string;
};

/** Title, description, canonical URL and OpenGraph/Twitter cards of one public page. */
export function pageMetadata(meta: PageMeta): Metadata {
  const url = absoluteUrl(meta.path);
  const image = meta.image ? (meta.image.startsWith("http") ? meta.image : absoluteUrl(meta.image)) : undefined;
  return {
    title: meta.title,
    description: meta.description,
    alternates: { canonical: url },
    openGraph: {
      title: meta.title,
      description: meta.description,
      url,
      siteName: "Liman",
      locale: "tr_TR",
      type: meta.type ?? "website",
      ...(meta.type === "article" ? { publishedTime: meta.publishedTime, modifiedTime: meta.modifiedTime } : {}),
      ...(image ? { images: [{ url: image }] } : {}),
    },
    twitter: { card: image ? "summary_large_image" : "summary", title: meta.title, description: meta.description },
  };
}

/** Plain text of an HTML fragment, shortened to a meta description (≤ 160 characters, whole words). */
export function describeHtml(html: string, fallback: string): string {
  const text = decodeBasicEntities(html.replace(/<[^>]+>/g, " "))
    .replace(/\s+/g, " ")
    .trim();
  if (!text) return fallback;
  if (text.length <= 160) return text;
  const cut = text.slice(0, 157);
  return `${cut.slice(0, cut.lastIndexOf(" ") > 100 ? cut.lastIndexOf(" ") : 157)}…`;
}
