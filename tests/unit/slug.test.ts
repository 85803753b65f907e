import { describe, expect, it } from "vitest";
import { searchName, slugify } from "@/lib/slug";

describe("slugify", () => {
  it("folds every Turkish letter", () => {
    expect(slugify("Çağrı Gülşen Işık Öztürk İnci")).toBe("cagri-gulsen-isik-ozturk-inci");
  });
  it("joins words with single dashes and trims them", () => {
    expect(slugify("  Mavi   Rüya — Gulet!  ")).toBe("mavi-ruya-gulet");
  });
  it("never answers an empty slug", () => {
    expect(slugify("!!!")).toBe("kayit");
  });
  it("caps the length without a trailing dash", () => {
    const slug = slugify(`${"a".repeat(79)} b`);
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.endsWith("-")).toBe(false);
  });
});

describe("searchName", () => {
  it("makes 'Mavi Rüya' and 'mavi ruya' equal", () => {
    expect(searchName("Mavi Rüya")).toBe(searchName("mavi ruya"));
  });
});
