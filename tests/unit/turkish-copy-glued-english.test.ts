import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

/** English words that a find-and-replace once pushed into Turkish copy ("Favorilere eklenmiş boatnız yok."). */
const STEMS = [
  "boat",
  "listing",
  "yacht",
  "owner",
  "booking",
  "reservation",
  "payment",
  "customer",
  "user",
  "review",
  "favorite",
];
const ANY_STEM = new RegExp(STEMS.join("|"), "i");
const TURKISH_LETTER = /[ıİşŞğĞçÇöÖüÜ]/;
/** Turkish endings an English stem never takes in English: possessives, cases and plurals. */
const TURKISH_ENDING =
  /^(nız|niz|ınız|iniz|unuz|ünüz|ımız|imiz|lar|ler|ları|leri|ın|in|un|ün|nın|nin|ı|i|u|ü|a|e|ya|ye|da|de|ta|te|dan|den|tan|ten|la|le|yla|yle|sı|si|su|sü)$/;
const WORD = /[\p{L}]+/gu;

/** The word an English stem glued to Turkish makes, or null. In source files only words with a Turkish letter count. */
function gluedWord(word: string, turkishLetterNeeded: boolean): string | null {
  if (!ANY_STEM.test(word)) return null;
  const lower = word.toLocaleLowerCase("tr").replace(/i̇/g, "i");
  for (const stem of STEMS) {
    const at = lower.indexOf(stem);
    if (at < 0 || lower === stem) continue;
    const rest = lower.slice(0, at) + lower.slice(at + stem.length);
    if (TURKISH_LETTER.test(word) || (!turkishLetterNeeded && at === 0 && TURKISH_ENDING.test(rest))) return word;
  }
  return null;
}

/** ICU placeholders name variables in English ({boat}, {count, plural, …}): they are not copy. */
const withoutPlaceholders = (text: string) => text.replace(/\{\s*\w+/g, "{").replace(/,\s*(plural|select)\s*,/g, ",");

function catalogueTexts(value: unknown, at = ""): [string, string][] {
  if (typeof value === "string") return [[at, value]];
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, inner]) => catalogueTexts(inner, at ? `${at}.${key}` : key));
  return [];
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("Turkish copy has no English word glued into it", () => {
  it("recognises a glued word and leaves Turkish words and placeholders alone", () => {
    expect(gluedWord("boatnız", false)).toBe("boatnız");
    expect(gluedWord("Boatlar", false)).toBe("Boatlar");
    expect(gluedWord("listingler", false)).toBe("listingler");
    expect(gluedWord("yachtınız", true)).toBe("yachtınız");
    for (const word of ["tekneniz", "Marinalar", "boat", "Boat", "boatId", "users", "Reservations"])
      expect(gluedWord(word, false), word).toBeNull();
    expect(withoutPlaceholders("{boat} sayfasına git")).not.toMatch(/boat/);
  });

  it.each(["src/i18n/messages/tr.json", "src/i18n/errors/tr.json"])("in the Turkish catalogue %s", (file) => {
    const catalogue = JSON.parse(readFileSync(path.join(root, file), "utf8"));
    const found = catalogueTexts(catalogue).flatMap(([key, text]) =>
      (withoutPlaceholders(text).match(WORD) ?? [])
        .map((word) => gluedWord(word, false))
        .filter((word) => word !== null)
        .map((word) => `${key}: ${word}`),
    );
    expect(found).toEqual([]);
  });

  // Reads every source file (about a thousand): seconds on a loaded machine.
  it("in the Turkish strings of the code (the dashboard's among them)", { timeout: 30_000 }, () => {
    const found = sourceFiles(path.join(root, "src")).flatMap((file) =>
      (readFileSync(file, "utf8").match(WORD) ?? [])
        .map((word) => gluedWord(word, true))
        .filter((word) => word !== null)
        .map((word) => `${path.relative(root, file)}: ${word}`),
    );
    expect(found).toEqual([]);
  });
});
