import { defineRouting } from "next-intl/routing";
import { DEFAULT_LOCALE, LOCALES } from "./locales";

/**
 * Turkish keeps the spec's unprefixed routes; English lives under /en. The proxy only maps addresses to a
 * language: it never redirects by Accept-Language or sets a cookie (either would make a cached page differ
 * per visitor). The first visit to / is negotiated in front of the page cache (server/http/language-redirect.ts).
 */
export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: "as-needed",
  localeDetection: false,
  localeCookie: false,
  alternateLinks: false,
});
