import "server-only";
import Negotiator from "negotiator";
import { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from "@/i18n/locales";

/**
 * The language an API answer is written in: the request's Accept-Language when it prefers English, else
 * Turkish (the public site's pages send their own language, src/features/site/i18n/locale-headers.ts).
 */
export function requestLocale(acceptLanguage: string | null | undefined, fallback: Locale = DEFAULT_LOCALE): Locale {
  if (!acceptLanguage) return fallback;
  const preferred = new Negotiator({ headers: { "accept-language": acceptLanguage } }).language([...LOCALES]);
  return isLocale(preferred) ? preferred : fallback;
}
