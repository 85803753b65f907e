/** The languages of the public site: Turkish at the spec's routes, English under /en (docs/decisions/0034). */
export const LOCALES = ["tr", "en"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "tr";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** The cookie that remembers the visitor's choice of language (set by the header's switch). */
export const LANGUAGE_COOKIE = "liman-lang";

/** BCP 47 tags for Intl formatting and Content-Language. */
export const INTL_LOCALE: Record<Locale, string> = { tr: "tr-TR", en: "en-GB" };
