/**
 * Nationalities for the passenger list: ISO 3166-1 alpha-2 codes with their Turkish names, taken from the
 * runtime's CLDR data through Intl.DisplayNames (no hand-written list of names). Every two-letter code the data
 * names is a candidate; the codes below are not countries (exceptional reservations, retired codes, groupings,
 * pseudo-locales) and are left out. XK (Kosovo, user-assigned but on passports) stays.
 */
// biome-ignore format: a list of codes
const NOT_COUNTRIES = new Set([
  "AC", "AN", "BU", "CP", "CQ", "CS", "DD", "DG", "DY", "EA", "EU", "EZ", "FX", "HV", "IC",
  "NH", "QO", "RH", "SU", "TA", "TP", "UK", "UN", "VD", "XA", "XB", "YD", "YU", "ZR", "ZZ",
]);

export type Country = { code: string; name: string };

const cached = new Map<string, Country[]>();

/** Every country, Türkiye first, then by name in `language` (Turkish unless told). */
export function countries(language: "tr" | "en" = "tr"): Country[] {
  const known = cached.get(language);
  if (known) return known;
  const names = new Intl.DisplayNames(language, { type: "region", fallback: "none" });
  const list: Country[] = [];
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      if (NOT_COUNTRIES.has(code)) continue;
      const name = names.of(code);
      if (name) list.push({ code, name });
    }
  }
  const collator = new Intl.Collator(language);
  list.sort((x, y) => (x.code === "TR" ? -1 : y.code === "TR" ? 1 : collator.compare(x.name, y.name)));
  cached.set(language, list);
  return list;
}

/** Whether `code` is one of the nationalities offered. */
export function isCountryCode(code: string): boolean {
  return countries().some((c) => c.code === code);
}

/** "Türkiye" for "TR"; the code itself when unknown. */
export function countryName(code: string): string {
  return countries().find((c) => c.code === code)?.name ?? code;
}
