import { useLocale } from "next-intl";
import { isLocale, type Locale } from "@/i18n/locales";

/**
 * The page's language (Turkish when next-intl gives none of ours). On its own so that client islands reading it
 * do not bring boat-locale's Turkish calendar names into the boat page's first JavaScript.
 */
export function useSiteLocale(): Locale {
  const requested = useLocale();
  return isLocale(requested) ? requested : "tr";
}
