import "server-only";
import { DEFAULT_LOCALE, LOCALES } from "@/i18n/locales";

const SHELL = '<html id="__next_error__">';

/** The site's language of an address: `/en` and `/en/…` English, every other path Turkish (decision 0034). */
export function pathLocale(url: string): string {
  const first = url.split(/[/?#]/)[1] ?? "";
  return LOCALES.find((locale) => locale !== DEFAULT_LOCALE && locale === first) ?? DEFAULT_LOCALE;
}

/**
 * A page that calls `notFound()` is sent by Next.js as its error shell, `<html id="__next_error__">` with the page
 * in its RSC payload for the browser to render, and that element has no `lang`: a screen reader or a search engine
 * reading it takes the document for Turkish, the English 404 too (issue 33). The address's language is added, as
 * the root layout writes it on every other page.
 */
export function errorShellWithLang(html: string, url: string): string {
  const at = html.indexOf(SHELL);
  if (at === -1 || at > 64) return html;
  return `${html.slice(0, at)}<html id="__next_error__" lang="${pathLocale(url)}">${html.slice(at + SHELL.length)}`;
}
