import { type NextRequest, NextResponse } from "next/server";
import { settingSections } from "@/shared/settings-keys";
import { WEBSITE_PAGES } from "@/shared/website-page-names";

const KNOWN: Record<string, readonly string[]> = {
  settings: Object.keys(settingSections),
  website: WEBSITE_PAGES,
};

/**
 * An unknown dashboard settings section or website page is a 404. The pages render per request (for their CSP
 * nonce) inside the client-side dashboard shell, which has already sent its 200 by the time a page calls
 * `notFound()`, so the unknown name is turned away here, before rendering, by rewriting to a path no route has.
 */
export function proxy(request: NextRequest) {
  const [, , area, name] = request.nextUrl.pathname.split("/");
  const known = area ? KNOWN[area] : undefined;
  if (known && name && !known.includes(name)) {
    return NextResponse.rewrite(new URL("/dashboard/bulunamadi/sayfa", request.url));
  }
  return NextResponse.next();
}

export const config = { matcher: ["/dashboard/settings/:name", "/dashboard/website/:name"] };
