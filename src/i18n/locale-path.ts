import { DEFAULT_LOCALE, type Locale } from "./locales";

/**
 * A public path (as the Turkish site writes it, e.g. `/faq` or `/listing?types=1`) in one language: Turkish keeps
 * it unprefixed, English puts `/en` in front (`/` becomes `/en`, `/?x` becomes `/en?x`).
 */
export function localePath(pathWithoutLocale: string, locale: Locale): string {
  const path = pathWithoutLocale.startsWith("/") ? pathWithoutLocale : `/${pathWithoutLocale}`;
  if (locale === DEFAULT_LOCALE) return path;
  if (path === "/" || path.startsWith("/?") || path.startsWith("/#")) return `/${locale}${path.slice(1)}`;
  return `/${locale}${path}`;
}
