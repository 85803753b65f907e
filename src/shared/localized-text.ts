import type { Locale } from "@/i18n/locales";

/**
 * A content text in the page's language. `lang` is set only when the text is not in the page's language (the
 * English page shows the Turkish text where no English one was written): render it as the element's `lang`.
 */
export type LocalizedText = { text: string; lang: Locale | undefined };

type EnglishOf<F extends string> = `${F}En`;

/**
 * Chooses a row's English field (`field` + "En") on the English site when it has text, else the Turkish one,
 * marked lang="tr" on the English site. One rule for every staff-edited text (docs/decisions/0034).
 */
export function localized<F extends string>(
  row: { [K in F]: string | null } & { [K in EnglishOf<F>]?: string | null },
  field: F,
  locale: Locale,
): LocalizedText {
  const turkish = row[field] ?? "";
  if (locale === "tr") return { text: turkish, lang: undefined };
  const english = (row as Record<string, string | null | undefined>)[`${field}En`];
  if (english && english.trim() !== "") return { text: english, lang: undefined };
  return { text: turkish, lang: turkish === "" ? undefined : "tr" };
}

/** Just the text (names in lists and filters, where a mixed-language name needs no marking). */
export function localizedText<F extends string>(
  row: { [K in F]: string | null } & { [K in EnglishOf<F>]?: string | null },
  field: F,
  locale: Locale,
): string {
  return localized(row, field, locale).text;
}

/**
 * A public answer's texts in the asked language, plus `turkish_fields`: the fields shown in Turkish because no
 * English text was written (empty on the Turkish site). The site renders those with lang="tr".
 */
export function localizeFields<F extends string>(
  row: { [K in F]: string | null } & { [K in EnglishOf<F>]?: string | null },
  fields: readonly F[],
  locale: Locale,
): { texts: { [K in F]: string }; turkish_fields: F[] } {
  const texts = {} as { [K in F]: string };
  const turkish: F[] = [];
  for (const field of fields) {
    const { text, lang } = localized(row, field, locale);
    texts[field] = text;
    if (lang === "tr") turkish.push(field);
  }
  return { texts, turkish_fields: turkish };
}

/** The `lang` attribute of a public answer's field: "tr" when it fell back to the Turkish text. */
export function fallbackLang(row: { turkish_fields?: readonly string[] }, field: string): "tr" | undefined {
  return row.turkish_fields?.includes(field) ? "tr" : undefined;
}
