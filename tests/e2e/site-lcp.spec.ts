import { expect, test } from "./support/test";
import { apiContent } from "./support/site";
import { measuredPublicPages } from "../../scripts/lib/public-pages";

/**
 * Issue 17 item 2: each page's largest paint is preloaded with high priority in a size that fits the screen, and
 * the font is a Latin + Turkish subset that swaps in over a metric-matched fallback.
 */

/** The attributes of each `<link rel="preload" as="image">` of a page's HTML (Next writes them lower-case). */
function imagePreloads(html: string): Record<string, string>[] {
  return [...html.matchAll(/<link\b[^>]*>/g)]
    .map((m) =>
      Object.fromEntries([...m[0].matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map((a) => [a[1]!.toLowerCase(), a[2]!])),
    )
    .filter((attrs) => attrs.rel === "preload" && attrs.as === "image");
}

/**
 * The measured pages (scripts/lib/public-pages.ts) on a boat and a listing whose first card has photos: parallel
 * specs add boats without photos, which the default order lists first, so the listing falls back to the popular
 * order when its first card has no photo.
 */
const LCP_PAGES = async (request: import("@playwright/test").APIRequestContext) => {
  type Item = { slug: string; image: unknown };
  const first = async (query: string) =>
    ((await apiContent(request, `/v1/searchboats?take=1${query}`)).items as Item[])[0];
  const listing = (await first(""))?.image ? "/listing" : "/listing?order=popular";
  const popular = await first("&order=popular");
  expect(popular?.image, "a popular boat with photos").toEqual(expect.objectContaining({ src: expect.any(String) }));
  return measuredPublicPages(popular!.slug).map((path) =>
    path.endsWith("/listing") ? path.replace("/listing", listing) : path,
  );
};

test("the LCP image of the home, listing and boat pages (both languages) is preloaded with high priority and a srcset", async ({
  request,
}) => {
  for (const path of await LCP_PAGES(request)) {
    const html = await (await request.get(path)).text();
    const high = imagePreloads(html).filter((l) => l.fetchpriority === "high");
    expect(high.length, `${path}: a high-priority image preload`).toBeGreaterThan(0);
    const first = high[0]!;
    // Responsive: several stored widths to choose from, and the sizes the page lays the image out at.
    expect(first.imagesrcset, path).toMatch(/\/v1\/media\/.+-\d+\.webp \d+w, .+ \d+w/);
    expect(first.imagesizes, path).toMatch(/\d+(px|vw)/);
  }
});

test("on a phone the preloaded image is the one the page shows, in a width that fits the screen", async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
  });
  const page = await context.newPage();
  for (const path of await LCP_PAGES(request)) {
    await page.goto(path);
    const shown = await page.evaluate<{ current: string; priority: number }>(`(() => {
      const imgs = [...document.querySelectorAll('img[fetchpriority="high"]')];
      const visible = imgs.find((i) => i.getBoundingClientRect().top < innerHeight && i.complete);
      return { current: visible ? visible.currentSrc : "", priority: imgs.length };
    })()`);
    expect(shown.priority, `${path}: a high-priority <img>`).toBeGreaterThan(0);
    // 412 CSS px × 1.75 = 721 device px: the 828 px variant (or a narrower photo's own width, e.g. -800),
    // never the 1080 or 1920 px one.
    const width = Number(/-(\d+)\.webp$/.exec(shown.current)?.[1]);
    expect(width, `${path}: ${shown.current}`).toBeGreaterThan(0);
    expect(width, `${path}: ${shown.current}`).toBeLessThanOrEqual(828);
  }
  await context.close();
});

test("the font is a Latin + Turkish subset, preloaded, shown with font-display swap over a metric-matched fallback", async ({
  page,
  request,
}) => {
  const res = await request.get("/en");
  // React sends a font preload either as an HTTP Link header (before the body) or as a <link> in the HTML.
  const header = (res.headers().link ?? "").split(/,\s*(?=<)/).filter((l) => /as="?font/.test(l));
  const inHtml = [...(await res.text()).matchAll(/<link\b[^>]*as="font"[^>]*>/g)].map((m) => m[0]);
  const fontLinks = [
    ...header.map((l) => /<([^>]+)>/.exec(l)![1]!),
    ...inHtml.map((l) => /href="([^"]+)"/.exec(l)![1]!),
  ].filter((href, i, all) => all.indexOf(href) === i);
  expect(fontLinks).toHaveLength(1);
  const font = await request.get(fontLinks[0]!);
  expect(font.status()).toBe(200);
  const bytes = (await font.body()).byteLength;
  // The Latin subset of Inter's variable font with the weights the site uses (~30 KB; 48 KB with every weight),
  // not the whole font (~340 KB for every script).
  expect(bytes).toBeGreaterThan(20_000);
  expect(bytes).toBeLessThan(40_000);

  await page.goto("/");
  const faces = await page.evaluate<string[]>(`(() => {
    const out = [];
    for (const sheet of document.styleSheets) {
      let rules;
      try { rules = sheet.cssRules; } catch { continue; }
      for (const rule of rules) if (rule instanceof CSSFontFaceRule) out.push(rule.cssText);
    }
    return out;
  })()`);
  const webFonts = faces.filter((f) => f.includes("url("));
  // Two files: Latin, and Latin Extended-A for ğ İ ş; no Cyrillic, Greek or Vietnamese faces.
  expect(webFonts).toHaveLength(2);
  for (const face of webFonts) {
    expect(face).toContain("font-display: swap");
    expect(face).toContain("woff2");
    // The weight axis cut to 400–700 (scripts/subset-fonts.mjs): the weights the site writes.
    expect(face).toMatch(/font-weight: 400 700/);
  }
  // Each file a subset: Latin ~30 KB, Latin Extended-A ~10 KB (Fontsource's whole Latin Extended is 84 KB).
  const sizes = await Promise.all(
    webFonts.map(async (face) => (await (await request.get(/url\("?([^")]+)"?\)/.exec(face)![1]!)).body()).byteLength),
  );
  expect(Math.max(...sizes), "the Latin file").toBeLessThan(40_000);
  expect(Math.min(...sizes), "the Turkish letters' file").toBeLessThan(12_000);
  const fallback = faces.find((f) => f.includes("local(") && f.includes("size-adjust"));
  expect(fallback ?? "", "a local fallback face with size-adjust").toMatch(/size-adjust:\s*[\d.]+%/);
  expect(fallback).toMatch(/ascent-override/);
  // The page's text uses the subset family first, the fallback behind it; Turkish letters render from the subset.
  const family = await page.evaluate<string>("getComputedStyle(document.body).fontFamily");
  expect(family.split(",").length).toBeGreaterThanOrEqual(3);
  expect(
    await page.evaluate<boolean>(
      `document.fonts.ready.then(() => document.fonts.check("16px " + getComputedStyle(document.body).fontFamily.split(",")[1], "ğışİ"))`,
    ),
  ).toBe(true);
});
