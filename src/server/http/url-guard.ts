import "server-only";
import type { IncomingMessage, ServerResponse } from "node:http";
import { requestLocale } from "./request-locale";
import { isStorableText } from "./storable-text";
import { errorText } from "@/shared/messages/error-text";

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;

/** Whether every segment of a raw (still percent-encoded) path decodes as UTF-8. */
export function isDecodablePath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/**
 * Why a page URL cannot be served, or undefined when it can: an undecodable path (`/%`, `/boat/%E0%A4%A`) or
 * a path or query holding text PostgreSQL cannot store (`/boat/%00`, `/listing?q=%00`). Checked before Next.js
 * renders, so no page reaches the database with such text.
 */
export function badPageUrl(url: string): "undecodable" | "unstorable" | undefined {
  const queryAt = url.indexOf("?");
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  let path: string;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return "undecodable";
  }
  if (!isStorableText(path)) return "unstorable";
  if (queryAt === -1) return undefined;
  // URLSearchParams decodes leniently (invalid sequences become U+FFFD), as Next.js does.
  for (const [key, value] of new URLSearchParams(url.slice(queryAt + 1))) {
    if (!isStorableText(key) || !isStorableText(value)) return "unstorable";
  }
  return undefined;
}

/** Answers 400 to a page URL `badPageUrl` refuses (Next.js would answer 500 to an undecodable path). */
export function refuseBadPageUrls(handler: Handler): Handler {
  return (req, res) => {
    if (!badPageUrl(req.url ?? "/")) return handler(req, res);
    const locale = requestLocale(req.headers["accept-language"]);
    res.writeHead(400, {
      "content-type": "text/plain; charset=utf-8",
      "content-language": locale,
      "cache-control": "no-store",
      vary: "Accept-Language",
    });
    res.end(`400: ${errorText(locale, "api.bad_page_url")}`);
  };
}
