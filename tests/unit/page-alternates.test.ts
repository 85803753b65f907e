import { describe, expect, it } from "vitest";
import { alternatesFor, pageMetadata } from "@/features/site/content/page-metadata";
import { localePath } from "@/i18n/locale-path";

const base = "http://localhost:3000";

describe("alternatesFor: canonical and hreflang per language (issue 16)", () => {
  it("puts English under /en and keeps Turkish unprefixed", () => {
    expect(localePath("/", "tr")).toBe("/");
    expect(localePath("/", "en")).toBe("/en");
    expect(localePath("/faq", "en")).toBe("/en/faq");
    expect(localePath("/listing?types=1", "en")).toBe("/en/listing?types=1");
    expect(localePath("/?x=1", "en")).toBe("/en?x=1");
    expect(localePath("blog/a", "tr")).toBe("/blog/a");
  });

  it("gives the Turkish page a Turkish canonical and tr, en and x-default alternates", () => {
    expect(alternatesFor("/faq", "tr")).toEqual({
      canonical: `${base}/faq`,
      languages: { tr: `${base}/faq`, en: `${base}/en/faq`, "x-default": `${base}/faq` },
    });
  });

  it("gives the English page its own canonical, x-default staying Turkish", () => {
    expect(alternatesFor("/", "en")).toEqual({
      canonical: `${base}/en`,
      languages: { tr: `${base}/`, en: `${base}/en`, "x-default": `${base}/` },
    });
  });

  it("is what pageMetadata writes, with the OpenGraph locale of the page", () => {
    const meta = pageMetadata({ title: "FAQ", description: "d", path: "/faq", locale: "en" });
    expect(meta.alternates).toEqual(alternatesFor("/faq", "en"));
    expect(meta.openGraph).toMatchObject({ url: `${base}/en/faq`, locale: "en_GB", alternateLocale: ["tr_TR"] });
  });
});
