import { describe, expect, it } from "vitest";
import { localized, localizedText } from "@/shared/localized-text";

describe("localized", () => {
  const row = { description: "Geniş bir gulet.", descriptionEn: "A spacious gulet." };

  it("shows the Turkish text on the Turkish site, unmarked", () => {
    expect(localized(row, "description", "tr")).toEqual({ text: "Geniş bir gulet.", lang: undefined });
  });

  it("shows the English text on the English site", () => {
    expect(localized(row, "description", "en")).toEqual({ text: "A spacious gulet.", lang: undefined });
  });

  it("falls back to the Turkish text marked lang=tr when the English one is missing or blank", () => {
    for (const descriptionEn of [null, undefined, "", "   "]) {
      expect(localized({ description: "Geniş bir gulet.", descriptionEn }, "description", "en")).toEqual({
        text: "Geniş bir gulet.",
        lang: "tr",
      });
    }
  });

  it("marks nothing when both texts are empty", () => {
    expect(localized({ bio: null, bioEn: null }, "bio", "en")).toEqual({ text: "", lang: undefined });
  });

  it("returns the plain text for names", () => {
    expect(localizedText({ name: "Motoryat", nameEn: "Motor yacht" }, "name", "en")).toBe("Motor yacht");
    expect(localizedText({ name: "Motoryat", nameEn: "Motor yacht" }, "name", "tr")).toBe("Motoryat");
  });
});
