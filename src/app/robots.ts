import type { MetadataRoute } from "next";
import { absoluteUrl } from "@/features/site/content/page-metadata";

// The sitemap address comes from PUBLIC_URL, known only when the server runs.
export const dynamic = "force-dynamic";

/** robots.txt: everything public may be crawled; the staff dashboard and the staff API may not. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: "*", allow: "/", disallow: ["/dashboard", "/v1/admin"] },
    sitemap: absoluteUrl("/sitemap.xml"),
  };
}
