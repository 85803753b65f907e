import { describe, expect, it } from "vitest";
import { formatVital, vitalCell } from "@/features/dashboard/vitals/vital-format";
import { rateVital, VITAL_PAGES, vitalsPageOf } from "@/shared/web-vitals-pages";

describe("vitalsPageOf", () => {
  it.each([
    ["/", "/"],
    ["/listing", "/listing"],
    ["/listing/", "/listing"],
    ["/boat/mavi-yolculuk-gulet", "/boat/[slug]"],
    ["/blog/bodrum-koylari", "/blog/[slug]"],
    ["/website/kvkk", "/website/[slug]"],
    ["/enquire", "/enquire"],
    ["/en", "/en"],
    ["/en/", "/en"],
    ["/en/boat/blue-cruise", "/en/boat/[slug]"],
  ])("names %s by its route pattern %s", (path, page) => {
    expect(vitalsPageOf(path)).toBe(page);
    expect(VITAL_PAGES).toContain(page);
  });

  it.each(["/dashboard", "/dashboard/vitals", "/boat", "/boat/a/b", "/olmayan-sayfa", "/english", "/en/dashboard"])(
    "measures no other path: %s",
    (path) => expect(vitalsPageOf(path)).toBeNull(),
  );
});

describe("rating and formatting", () => {
  it("rates at web.dev's thresholds, inclusive of the good and poor limits", () => {
    expect(rateVital("LCP", 2500)).toBe("good");
    expect(rateVital("LCP", 2501)).toBe("needs-improvement");
    expect(rateVital("LCP", 4000)).toBe("needs-improvement");
    expect(rateVital("LCP", 4001)).toBe("poor");
    expect(rateVital("CLS", 0.1)).toBe("good");
    expect(rateVital("CLS", 0.26)).toBe("poor");
    expect(rateVital("INP", 201)).toBe("needs-improvement");
    expect(rateVital("TTFB", 1801)).toBe("poor");
  });

  it("rates a soft navigation's NAV like First Contentful Paint (1.8 s and 3 s)", () => {
    expect(rateVital("NAV", 1800)).toBe("good");
    expect(rateVital("NAV", 1801)).toBe("needs-improvement");
    expect(rateVital("NAV", 3001)).toBe("poor");
    expect(vitalCell("NAV", 420)).toEqual({ text: "420 ms", rating: "good" });
  });

  it("writes milliseconds, seconds from one second on, and CLS as a decimal, the Turkish way", () => {
    expect(formatVital("INP", 184.4)).toBe("184 ms");
    expect(formatVital("LCP", 2350)).toBe("2,35 sn");
    expect(formatVital("CLS", 0.125)).toBe("0,125");
    expect(vitalCell("TTFB", null)).toEqual({ text: "—", rating: null });
    expect(vitalCell("LCP", 5000)).toEqual({ text: "5 sn", rating: "poor" });
  });
});
