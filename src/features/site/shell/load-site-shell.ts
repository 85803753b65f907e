import { cache } from "react";
import { pageLocale } from "@/features/site/i18n/page-locale";
import { DEFAULT_DEPOSIT_PERCENT } from "@/lib/deposit-copy";
import { getDb } from "@/server/db/runtime";
import { getSiteShell, type SiteShell } from "@/server/website/shell/get-site-shell";
import { log } from "@/server/log";

/** The header and footer data, read once per request; null (and logged) when the database cannot answer. */
export const loadSiteShell = cache(async (): Promise<SiteShell | null> => {
  const locale = await pageLocale();
  try {
    return await getSiteShell(getDb(), locale);
  } catch (error) {
    log.error("[site] header/footer data failed to load", error);
    return null;
  }
});

/** The `deposit_percent` setting, read once per request with the header and footer data. */
export async function loadDepositPercent(): Promise<number> {
  return (await loadSiteShell())?.depositPercent ?? DEFAULT_DEPOSIT_PERCENT;
}
