import type { Metadata } from "next";
import { decodeBasicEntities } from "@/lib/html-text";
import { localePath } from "@/i18n/locale-path";
import { DEFAULT_LOCALE, type Locale, LOCALES } from "@/i18n/locales";
import { getRuntime, hasRuntime } from "@/server/db/runtime";

/** The public base URL (config PUBLIC_URL), without a trailing slash. */
export function publicBaseUrl(): string {
  const base = hasRuntime() ? getRuntime().config.publicUrl : "http://localhost:3000";
  return base.replace(/\/+$/, "");
}

/** An absolute URL for a site path or a `/v1/media/…` file. */
export const absoluteUrl = (path: string) => `${publicBaseUrl()}${path.startsWith("/") ? path : `/${path}`}`;

/** The absolute URL of a public path in every language, keyed by language (hreflang values). */
export function languageUrls(pathWithoutLocale: string): Record<Locale, string> {
  return Object.fromEntries(
    LOCALES.map((locale) => [locale, absoluteUrl(localePath(pathWithoutLocale, locale))]),
  ) as Record<Locale, string>;
}

/**
 * The canonical URL of a page in its language and its hreflang alternates: tr, en and x-default (Turkish).
 * Every public page's metadata uses it (via pageMetadata or directly).
 */
export function alternatesFor(pathWithoutLocale: string, locale: Locale): NonNullable<Metadata["alternates"]> {
  const urls = languageUrls(pathWithoutLocale);
  return { canonical: urls[locale], languages: { ...urls, "x-default": urls[DEFAULT_LOCALE] } };
}

/** OpenGraph's locale form of a language. */
export const OG_LOCALE: Record<Locale, string> = { tr: "tr_TR", en: "en_GB" };

type PageMeta = {
  title: string;
  description: string;
  /** The page's own path without the language prefix, e.g. `/website/kvkk`: its canonical URL per language. */
  path: string;
  /** The page's language. */
  locale: Locale;
  /** A picture for link previews (site path or absolute URL). */
  image?: string | null;
  type?: "website" | "article";
  publishedTime?: string;
  modifiedTime?: string;
};

/** Title, description, canonical URL, hreflang alternates and OpenGraph/Twitter cards of one public page. */
export function pageMetadata(meta: PageMeta): Metadata {
  const alternates = alternatesFor(meta.path, meta.locale);
  const url = alternates.canonical as string;
  const image = meta.image ? (meta.image.startsWith("http") ? meta.image : absoluteUrl(meta.image)) : undefined;
  return {
    title: meta.title,
    description: meta.description,
    alternates,
    openGraph: {
      title: meta.title,
      description: meta.description,
      url,
      siteName: "Liman",
      locale: OG_LOCALE[meta.locale],
      alternateLocale: LOCALES.filter((locale) => locale !== meta.locale).map((locale) => OG_LOCALE[locale]),
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
