import type { SiteShell } from "@/server/website/shell/get-site-shell";
import { absoluteUrl } from "../content/page-metadata";

/** schema.org TravelAgency of the home page: the company's name, address on the web and contact details. */
export function homeJsonLd(shell: SiteShell | null, description: string) {
  return {
    "@context": "https://schema.org",
    "@type": "TravelAgency",
    name: shell?.siteName ?? "Liman",
    url: absoluteUrl("/"),
    description,
    ...(shell?.phone ? { telephone: shell.phone } : {}),
    ...(shell?.email ? { email: shell.email } : {}),
  };
}
