import { INTL_LOCALE, type Locale } from "@/i18n/locales";
import type { SiteShell } from "@/server/website/shell/get-site-shell";
import { localePath } from "@/i18n/locale-path";
import { absoluteUrl } from "../content/page-metadata";

/** schema.org TravelAgency of the home page in the page's language: name, address on the web, contact details. */
export function homeJsonLd(shell: SiteShell | null, description: string, locale: Locale) {
  return {
    "@context": "https://schema.org",
    "@type": "TravelAgency",
    name: shell?.siteName ?? "Liman",
    url: absoluteUrl(localePath("/", locale)),
    inLanguage: INTL_LOCALE[locale],
    description,
    ...(shell?.phone ? { telephone: shell.phone } : {}),
    ...(shell?.email ? { email: shell.email } : {}),
  };
}
