import "server-only";
import type { IncomingMessage, ServerResponse } from "node:http";
import Negotiator from "negotiator";
import { DEFAULT_LOCALE, LANGUAGE_COOKIE, LOCALES, isLocale, type Locale } from "@/i18n/locales";

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;

function cookieLocale(header: string | undefined): Locale | undefined {
  for (const part of (header ?? "").split(";")) {
    const [name, value] = part.trim().split("=");
    if (name === LANGUAGE_COOKIE && isLocale(value)) return value;
  }
  return undefined;
}

/** The visitor's language for the home page: the remembered choice, else the browser's preference, else Turkish. */
export function homeLocale(req: Pick<IncomingMessage, "headers">): Locale {
  const remembered = cookieLocale(req.headers.cookie);
  if (remembered) return remembered;
  const preferred = new Negotiator(req).language([...LOCALES]);
  return isLocale(preferred) ? preferred : DEFAULT_LOCALE;
}

/**
 * The first visit to `/` goes to the visitor's language. This runs in front of the page cache, which keeps one
 * copy of `/` for everyone: an English speaker is sent to `/en` before that copy is served. Only `/` (with or
 * without a query) is negotiated; every other address names its language.
 */
export function languageRedirect(handler: Handler): Handler {
  return (req, res) => {
    const url = req.url ?? "/";
    const isHome = url === "/" || url.startsWith("/?");
    if (!isHome || (req.method !== "GET" && req.method !== "HEAD")) return handler(req, res);
    res.setHeader("vary", "Accept-Language, Cookie");
    const locale = homeLocale(req);
    if (locale === DEFAULT_LOCALE) return handler(req, res);
    res.writeHead(307, { location: `/${locale}${url.slice(1)}`, "cache-control": "private, no-store" });
    res.end();
  };
}
