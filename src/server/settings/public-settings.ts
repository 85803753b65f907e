import "server-only";
import { depositPercentOf, fillCopy } from "../../lib/deposit-copy";
import type { Settings } from "./keys";

/** The settings' texts as the public site shows them: rate placeholders filled from `deposit_percent`. */
export function publicSettings(settings: Settings): Settings {
  const percent = depositPercentOf(settings.deposit_percent);
  return { ...settings, site_footer_text: fillCopy(settings.site_footer_text, percent) };
}
