import type { Locale } from "@/i18n/locales";
import { percentTr } from "@/lib/deposit-copy";

/** The deposit rate as written in a language, for the catalogues' `{rate}`: `%30` / `30%`. */
export const rateText = (percent: number, locale: Locale) => (locale === "tr" ? percentTr(percent) : `${percent}%`);
