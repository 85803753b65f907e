"use client";

import { useSearchParams } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { getPathname, usePathname } from "@/i18n/navigation";
import { LANGUAGE_COOKIE, LOCALES, type Locale } from "@/i18n/locales";

const ONE_YEAR = 60 * 60 * 24 * 365;

/** Remembers the choice for the next visit to / (server/http/language-redirect.ts reads it). */
function remember(locale: Locale): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one first-party preference cookie, no Cookie Store API on every browser
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; path=/; max-age=${ONE_YEAR}; samesite=lax`;
}

/**
 * The header's language switch: the same page in the other language. A full page load (a plain link), so that
 * the document's `lang` and every string change together.
 */
export function LanguageSwitch() {
  const t = useTranslations("LanguageSwitch");
  const current = useLocale();
  const pathname = usePathname();
  const query = useSearchParams().toString();
  return (
    <nav aria-label={t("label")} className="flex items-center gap-1 text-sm">
      {LOCALES.map((locale) => {
        const href = `${getPathname({ href: pathname, locale })}${query ? `?${query}` : ""}`;
        const active = locale === current;
        return (
          <a
            key={locale}
            href={href}
            hrefLang={locale}
            lang={locale}
            aria-current={active ? "true" : undefined}
            onClick={() => remember(locale)}
            className={`rounded px-1.5 py-0.5 font-semibold uppercase hover:underline focus-visible:outline-2 focus-visible:outline-white ${active ? "bg-white/20" : ""}`}
          >
            <span aria-hidden="true">{locale}</span>
            <span className="sr-only">{t(locale)}</span>
          </a>
        );
      })}
    </nav>
  );
}
