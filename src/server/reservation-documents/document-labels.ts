import "server-only";
import { IntlMessageFormat } from "intl-messageformat";
import en from "@/i18n/documents/en.json";
import tr from "@/i18n/documents/tr.json";
import type { Locale } from "@/i18n/locales";

/** The documents' words per language (ICU messages); a test keeps the two catalogues' keys and arguments equal. */
const CATALOGUES: Record<Locale, typeof tr> = { tr, en };

/** A message of the catalogue as a function of its arguments. */
function message<V extends Record<string, string | number>>(locale: Locale, text: string): (values: V) => string {
  const format = new IntlMessageFormat(text, locale);
  return (values) => String(format.format(values));
}

function documentLabels(locale: Locale) {
  const words = CATALOGUES[locale].document;
  const guestCount = message<{ n: number }>(locale, words.guestCount);
  const days = message<{ n: number }>(locale, words.days);
  const open = message<{ amount: string }>(locale, words.open);
  const reference = message<{ code: string }>(locale, words.reference);
  return {
    ...words,
    guestCount: (n: number) => guestCount({ n }),
    days: (n: number) => days({ n }),
    open: (amount: string) => open({ amount }),
    reference: (code: string) => reference({ code }),
  };
}

function contractLabels(locale: Locale) {
  const words = CATALOGUES[locale].contract;
  const at = message<{ day: string; time: string }>(locale, words.at);
  return { ...words, at: (day: string, time: string) => at({ day, time }) };
}

/** The words of the confirmation / proforma in the reservation's language (the guest's). */
export const DOCUMENT_LABELS: Record<Locale, ReturnType<typeof documentLabels>> = {
  tr: documentLabels("tr"),
  en: documentLabels("en"),
};

export type DocumentLabels = (typeof DOCUMENT_LABELS)[Locale];

/** The words of the charter contract around its terms (the terms are the contract template's, Turkish). */
export const CONTRACT_LABELS: Record<Locale, ReturnType<typeof contractLabels>> = {
  tr: contractLabels("tr"),
  en: contractLabels("en"),
};
