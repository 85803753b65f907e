import { getTranslations } from "next-intl/server";
import { DEFAULT_DEPOSIT_PERCENT, percentTr } from "@/lib/deposit-copy";
import type { Locale } from "@/i18n/locales";
import { pageLocale } from "../i18n/page-locale";
import type { SiteDepositCopy } from "./deposit-copy";

/** The rate as the language writes it: the percent sign first in Turkish, last in English. */
export const percentIn = (percent: number, locale: Locale) => (locale === "tr" ? percentTr(percent) : `${percent}%`);

/**
 * Every built-in sentence that names the deposit rate, in the page's language (the ContentDeposit catalogue).
 * The Turkish sentences are exactly siteDepositCopy's.
 */
export async function loadDepositCopy(percent: number = DEFAULT_DEPOSIT_PERCENT): Promise<SiteDepositCopy> {
  const [t, locale] = await Promise.all([getTranslations("ContentDeposit"), pageLocale()]);
  const rate = percentIn(percent, locale);
  return {
    homeDescription: t("homeDescription", { rate }),
    heroLead: t("heroLead", { rate }),
    trustTitle: t("trustTitle", { rate }),
    trustText: t("trustText", { rate }),
    listingDescription: (title: string) => t("listingDescription", { rate, title }),
    listingLead: t("listingLead", { rate }),
    banksLead: t("banksLead", { rate }),
    faqDescription: t("faqDescription", { rate }),
    howrentDescription: t("howrentDescription", { rate }),
  };
}
