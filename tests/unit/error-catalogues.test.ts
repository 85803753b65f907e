import { describe, expect, it } from "vitest";
import { z } from "zod";
import en from "@/i18n/errors/en.json";
import tr from "@/i18n/errors/tr.json";
import { errorText, isErrorKey } from "@/shared/messages/error-text";
import { msg, parseMessageRef } from "@/shared/messages/message-ref";
import { issueMessage } from "@/shared/messages/zod-issue-ref";
import { argumentsOf, leaves, type Tree } from "../support/icu-catalogue";

const catalogues = { tr: leaves(tr as Tree), en: leaves(en as Tree) };

describe("the error catalogues (decision 0040)", () => {
  it("have every key in both languages, with the same arguments", () => {
    const missingInEn = [...catalogues.tr.keys()].filter((key) => !catalogues.en.has(key));
    const missingInTr = [...catalogues.en.keys()].filter((key) => !catalogues.tr.has(key));
    expect({ missingInEn, missingInTr }).toEqual({ missingInEn: [], missingInTr: [] });
    for (const [key, turkish] of catalogues.tr) {
      expect(argumentsOf(catalogues.en.get(key)!), key).toEqual(argumentsOf(turkish));
    }
  });

  it("have keys that are lower-case words joined by dots and underscores (a key never holds a space)", () => {
    for (const key of catalogues.tr.keys()) expect(key).toMatch(/^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+$/);
  });

  it("have a text in each language that differs from the other (nothing left untranslated)", () => {
    const same = [...catalogues.tr].filter(([key, turkish]) => catalogues.en.get(key) === turkish).map(([k]) => k);
    expect(same).toEqual([]);
  });

  it("format every message in both languages, each argument filled in", () => {
    for (const locale of ["tr", "en"] as const) {
      for (const [key, message] of catalogues[locale]) {
        const values = Object.fromEntries(argumentsOf(message).map((name) => [name, 7]));
        const text = errorText(locale, key, values);
        expect(text, `${locale}:${key}`).toBeTruthy();
        expect(text, `${locale}:${key}`).not.toBe(key);
      }
    }
  });
});

describe("message references", () => {
  it("carry a key and its parameters through one string, and fill them in per language", () => {
    const ref = msg("booking.max_stay", { days: 60 });
    expect(parseMessageRef(ref)).toEqual({ key: "booking.max_stay", params: { days: 60 } });
    expect(errorText("tr", ref)).toBe("Bir rezervasyon en fazla 60 gün sürebilir.");
    expect(errorText("en", ref)).toBe("A booking can last at most 60 days.");
  });

  it("name weekdays by number and write them in the reader's language", () => {
    expect(errorText("en", msg("booking.start_weekday", { weekday: 6 }))).toBe(
      "In this period charters start on Saturday only.",
    );
    expect(errorText("tr", msg("booking.start_weekday", { weekday: 6 }))).toBe(
      "Bu dönemde kiralamalar yalnızca Cumartesi günü başlar.",
    );
  });

  it("answer undefined for text that names no key", () => {
    expect(isErrorKey("booking.no_such_key")).toBe(false);
    expect(errorText("en", "Hiç bilinmeyen bir ileti.")).toBeUndefined();
  });
});

describe("zod issues as keys", () => {
  const schema = z.object({
    name: z.string().min(3).max(5),
    guests: z.number({ error: msg("booking.guests_number") }).int(),
    email: z.email(),
  });
  const messages = (input: unknown, locale: "tr" | "en") => {
    const result = schema.safeParse(input);
    if (result.success) throw new Error("expected a failure");
    return Object.fromEntries(
      result.error.issues.map((issue) => {
        const { key, params } = issueMessage(issue);
        return [issue.path.join("."), errorText(locale, key, params)];
      }),
    );
  };

  it("use the schema's own key, and the catalogue's words by kind where the schema names none", () => {
    expect(messages({ name: "ab", guests: "x", email: "no" }, "en")).toEqual({
      name: "Must be at least 3 characters long.",
      guests: "The number of guests must be a number.",
      email: "Please enter a valid e-mail address.",
    });
    expect(messages({ name: "abcdefg", guests: 2, email: "a@b.co" }, "tr")).toEqual({
      name: "En fazla 5 karakter olabilir.",
    });
  });
});
