import createMiddleware from "next-intl/middleware";
import { type NextRequest, NextResponse } from "next/server";
import { routing } from "@/i18n/routing";
import { settingSections } from "@/shared/settings-keys";
import { WEBSITE_PAGES } from "@/shared/website-page-names";

const KNOWN: Record<string, readonly string[]> = {
  settings: Object.keys(settingSections),
  website: WEBSITE_PAGES,
};

const intl = createMiddleware(routing);

/**
 * Public pages: the address tells the language (`/en/…` English, the rest Turkish, docs/decisions/0034).
 *
 * Dashboard: an unknown settings section or website page is a 404. The pages render per request (for their CSP
 * nonce) inside the client-side dashboard shell, which has already sent its 200 by the time a page calls
 * `notFound()`, so the unknown name is turned away here, before rendering, by rewriting to a path no route has.
 */
export function proxy(request: NextRequest) {
  const [, first, area, name] = request.nextUrl.pathname.split("/");
  if (first !== "dashboard") return intl(request);
  const known = area ? KNOWN[area] : undefined;
  if (known && name && !known.includes(name)) {
    return NextResponse.rewrite(new URL("/dashboard/bulunamadi/sayfa", request.url));
  }
  return NextResponse.next();
}

export const config = {
  // Everything but the API, the dashboard's other pages, Next's own files and files with an extension.
  matcher: ["/dashboard/settings/:name", "/dashboard/website/:name", "/((?!v1|dashboard|_next|.*\\..*).*)"],
};
