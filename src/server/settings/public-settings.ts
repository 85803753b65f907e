import "server-only";
import type { Locale } from "@/i18n/locales";
import { type LocalizedText, localized } from "@/shared/localized-text";
import { depositPercentOf, fillCopy } from "../../lib/deposit-copy";
import type { Settings } from "./keys";

/** The settings' texts as the public site shows them: rate placeholders filled from `deposit_percent`. */
export function publicSettings(settings: Settings): Settings {
  const percent = depositPercentOf(settings.deposit_percent);
  return {
    ...settings,
    site_footer_text: fillCopy(settings.site_footer_text, percent),
    site_footer_text_en: fillCopy(settings.site_footer_text_en, percent),
  };
}

/** The footer's company text in `locale`: the English one on /en when written, else the Turkish one (lang "tr"). */
export function footerTextIn(settings: Settings, locale: Locale): LocalizedText {
  const shown = publicSettings(settings);
  return localized({ text: shown.site_footer_text, textEn: shown.site_footer_text_en }, "text", locale);
}
