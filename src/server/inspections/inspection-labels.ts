import "server-only";
import { IntlMessageFormat } from "intl-messageformat";
import en from "@/i18n/documents/en.json";
import tr from "@/i18n/documents/tr.json";
import type { Locale } from "@/i18n/locales";
import type { InspectionKind } from "./schemas";

const CATALOGUES: Record<Locale, typeof tr> = { tr, en };

function labels(locale: Locale) {
  const words = CATALOGUES[locale].inspection;
  const format = (text: string) => new IntlMessageFormat(text, locale);
  const kindWords = format(words.kindWords);
  const guestSignature = format(words.guestSignature);
  const staffSignature = format(words.staffSignature);
  return {
    ...words,
    kindWords: (kind: InspectionKind) => String(kindWords.format({ kind })),
    guestSignature: (name: string) => String(guestSignature.format({ name })),
    staffSignature: (name: string) => String(staffSignature.format({ name })),
  };
}

/** The protocol's words (PDF and mail) in the reservation's language, from src/i18n/documents. */
export const INSPECTION_LABELS: Record<Locale, ReturnType<typeof labels>> = { tr: labels("tr"), en: labels("en") };
