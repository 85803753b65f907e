const TURKISH: Record<string, string> = {
  ç: "c",
  Ç: "c",
  ğ: "g",
  Ğ: "g",
  ı: "i",
  I: "i",
  İ: "i",
  ö: "o",
  Ö: "o",
  ş: "s",
  Ş: "s",
  ü: "u",
  Ü: "u",
  â: "a",
  Â: "a",
  î: "i",
  Î: "i",
  û: "u",
  Û: "u",
};

/** Lower-case ASCII with Turkish letters folded (ç→c, ğ→g, ı→i, İ→i, ö→o, ş→s, ü→u). */
export function foldTurkish(text: string): string {
  return text
    .replace(/[çÇğĞıIİöÖşŞüÜâÂîÎûÛ]/g, (ch) => TURKISH[ch] ?? ch)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

/** URL slug: folded, words joined by single dashes, at most 80 characters. */
export function slugify(text: string): string {
  return (
    foldTurkish(text)
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 80)
      .replace(/-+$/g, "") || "kayit"
  );
}

/** What the trigram name search compares: folded, single spaces. */
export function searchName(text: string): string {
  return foldTurkish(text)
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}
