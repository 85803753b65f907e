import "server-only";
import type { Locale } from "@/i18n/locales";
import type { DbOrTx } from "../../db/client";
import { getSettings } from "../../settings/get-settings";
import { footerTextIn, publicSettings } from "../../settings/public-settings";
import { type KeyValue, SITE_CONTENT_KEYS } from "./site-content-keys";

/**
 * The public site content key/values of spec §3 (phone, e-mail, footer text, social links; empty when unset), the
 * footer text in the asker's language (the English one when written, as the /en footer shows it).
 */
export async function getSiteContent(db: DbOrTx, locale: Locale): Promise<KeyValue[]> {
  const settings = await getSettings(db);
  const shown = { ...publicSettings(settings), site_footer_text: footerTextIn(settings, locale).text };
  return SITE_CONTENT_KEYS.map((key) => ({ key, value: shown[key] }));
}
