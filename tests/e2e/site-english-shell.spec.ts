import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { expectAccessible } from "./support/axe";
import { firstPrice } from "./support/site";

/** Issue 16, part A: the English shell, content pages and their SEO under /en. */

const alternate = (page: Page, hreflang: string) => page.locator(`head link[rel="alternate"][hreflang="${hreflang}"]`);
const canonical = (page: Page) => page.locator('head link[rel="canonical"]');

/** The page is English, names itself as canonical and points at both languages (x-default: Turkish). */
async function expectEnglishSeo(page: Page, path: string) {
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  const english = path === "/" ? "/en" : `/en${path}`;
  await expect(canonical(page)).toHaveAttribute("href", new RegExp(`^https?://[^/]+${english}$`));
  await expect(alternate(page, "en")).toHaveAttribute("href", new RegExp(`^https?://[^/]+${english}$`));
  await expect(alternate(page, "tr")).toHaveAttribute("href", new RegExp(`^https?://[^/]+${path}$`));
  await expect(alternate(page, "x-default")).toHaveAttribute("href", new RegExp(`^https?://[^/]+${path}$`));
}

test("the English home page: header, footer and hero search in English, prices in euros", async ({ page }) => {
  await page.goto("/en");
  await expectEnglishSeo(page, "/");
  await expect(page.getByRole("banner").getByRole("link", { name: "Liman", exact: true })).toHaveAttribute(
    "href",
    "/en",
  );
  const nav = page.getByRole("navigation", { name: "Main menu" });
  await expect(nav.getByRole("link", { name: "Charter", exact: true })).toHaveAttribute("href", "/en/listing");
  await expect(nav.getByRole("link", { name: "My bookings" })).toHaveAttribute("href", "/en/enquire");
  await expect(page.getByRole("heading", { level: 1, name: "Charter the boat of your dreams" })).toBeVisible();
  const search = page.getByRole("form", { name: "Search boats" });
  await expect(search).toHaveAttribute("action", "/en/listing");
  await expect(search.getByRole("button", { name: "Find a boat" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Search boats" })).toBeVisible();
  const footer = page.locator("footer");
  await expect(footer.getByRole("heading", { name: "Popular marinas" })).toBeVisible();
  await expect(footer.getByRole("link", { name: "FAQ" })).toHaveAttribute("href", "/en/faq");
  await expect(footer.getByRole("button", { name: "Subscribe" })).toBeVisible();
  // Issue 33: the company text in English (the demo writes both), so not marked Turkish; a guest's Turkish review is.
  const company = footer.getByText(/^Liman, backed by TÜRSAB, charters gulets/);
  await expect(company).toBeVisible();
  await expect(company).not.toHaveAttribute("lang", /.+/);
  await expect(footer).not.toContainText("TÜRSAB güvencesiyle");
  await expect(page.locator('section[aria-labelledby="yorumlar"] blockquote[lang="tr"]').first()).toBeVisible();
  await expect(page.getByText("Kiralık", { exact: true })).toHaveCount(0);
  // No currency chosen in this browser: the English site shows euros.
  await expect(firstPrice(page)).toContainText("€");
  await expect(page.getByRole("combobox", { name: "Currency" }).first()).toHaveValue("EURO");
  await expectAccessible(page, "/en");
});

test("a currency the visitor chose wins over the English default", async ({ page }) => {
  await page.goto("/en");
  await page.getByRole("combobox", { name: "Currency" }).first().selectOption("DOLLAR");
  await page.reload();
  await expect(firstPrice(page)).toContainText("$");
});

test("the language switch keeps the page and remembers the choice", async ({ page, context }) => {
  await page.goto("/en/faq");
  await page.getByRole("navigation", { name: "Language" }).getByRole("link", { name: "Türkçe" }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "tr");
  await expect(page.getByRole("heading", { level: 1, name: "Sıkça Sorulan Sorular" })).toBeVisible();
  await page.getByRole("navigation", { name: "Dil" }).getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(/\/en\/faq$/);
  await expect(page.getByRole("heading", { level: 1, name: "Frequently Asked Questions" })).toBeVisible();
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === "liman-lang")?.value).toBe("en");
});

const CONTENT_PAGES = [
  { path: "/faq", heading: "Frequently Asked Questions" },
  { path: "/blog", heading: "Blog" },
  { path: "/contact", heading: "Contact" },
  { path: "/website/banks", heading: "Our Bank Accounts" },
  { path: "/website/document", heading: "Our Certificates" },
];

for (const { path, heading } of CONTENT_PAGES) {
  test(`/en${path} is in English with its alternates and no serious axe violation`, async ({ page }) => {
    await page.goto(`/en${path}`);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expectEnglishSeo(page, path);
    await expect(page).toHaveTitle(new RegExp(`^${heading} \\| Liman`));
    await expectAccessible(page, `/en${path}`);
  });
}

test("/en/about: the page in English, with the team heading", async ({ page }) => {
  await page.goto("/en/about");
  await expectEnglishSeo(page, "/about");
  await expect(page.getByRole("heading", { name: "Our team" })).toBeVisible();
  await expectAccessible(page, "/en/about");
});

test("/en/blog dates are English and posts link to English addresses", async ({ page }) => {
  await page.goto("/en/blog");
  const card = page.locator("article").first();
  await expect(card.locator("time")).toHaveText(
    /^\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/,
  );
  await expect(card.getByRole("link").first()).toHaveAttribute("href", /^\/en\/blog\//);
});

test("the English contact form speaks English and asks the API in English", async ({ page }) => {
  await page.goto("/en/contact");
  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByLabel("Full name").fill("Jane Doe");
  await form.getByLabel("Email").fill("not-an-address");
  await form.getByLabel("Your message").fill("short");
  const request = page.waitForRequest((r) => r.url().endsWith("/v1/website/contact"));
  await form.getByRole("button", { name: "Send message" }).click();
  expect((await request).headers()["accept-language"]).toBe("en");
  await expect(form.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
});

test("the English contact form shows the API's errors in English", async ({ page }) => {
  await page.goto("/en/contact");
  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByLabel("Full name").fill("Jane Doe");
  await form.getByLabel("Email").fill("not-an-address");
  await form.getByLabel("Your message").fill("short");
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(form.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  // The Turkish messages must not reach an English page.
  await expect(page.getByText("Gönderilen bilgiler geçersiz.")).toHaveCount(0);
  await expect(form.getByText("Geçerli bir e-posta adresi girin.")).toHaveCount(0);
});

test("the English 404 page", async ({ page }) => {
  const res = await page.goto("/en/does-not-exist");
  expect(res?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Boats for charter" }).last()).toHaveAttribute("href", "/en/listing");
  await expectAccessible(page, "/en/does-not-exist");
});

test("the 404 document names its language before any script runs (issue 33)", async ({ request }) => {
  // Next sends a notFound() page as its error shell, filled in by the browser: the served HTML must say its language.
  for (const [path, lang] of [
    ["/en/does-not-exist", "en"],
    ["/yok-boyle-bir-sayfa", "tr"],
    ["/en/boat/yok-boyle-bir-tekne", "en"],
  ]) {
    const res = await request.get(path!);
    expect(res.status(), path).toBe(404);
    expect((await res.text()).match(/<html\b[^>]*>/)?.[0], path).toContain(`lang="${lang}"`);
  }
});

test("sitemap.xml lists both languages with xhtml:link alternates", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  const origin = new URL([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)][0]![1]!).origin;
  expect(xml).toContain(`<loc>${origin}/faq</loc>`);
  expect(xml).toContain(`<loc>${origin}/en/faq</loc>`);
  expect(xml).toContain(`<loc>${origin}/en</loc>`);
  expect(xml).toMatch(/xmlns:xhtml="http:\/\/www\.w3\.org\/1999\/xhtml"/);
  for (const [lang, path] of [
    ["tr", "/faq"],
    ["en", "/en/faq"],
    ["x-default", "/faq"],
  ]) {
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="${lang}" href="${origin}${path}" />`);
  }
  const boats = [...xml.matchAll(/<loc>[^<]+\/en\/boat\/[^<]+<\/loc>/g)];
  expect(boats.length).toBeGreaterThan(0);
});

test("the listing and a boat page name their English canonical and both languages", async ({ page }) => {
  await page.goto("/en/listing");
  await expectEnglishSeo(page, "/listing");
  await page.goto("/en/boat/mavi-ruya");
  await expectEnglishSeo(page, "/boat/mavi-ruya");
  await page.goto("/boat/mavi-ruya");
  await expect(page.locator("html")).toHaveAttribute("lang", "tr");
  await expect(canonical(page)).toHaveAttribute("href", /^https?:\/\/[^/]+\/boat\/mavi-ruya$/);
  await expect(alternate(page, "en")).toHaveAttribute("href", /^https?:\/\/[^/]+\/en\/boat\/mavi-ruya$/);
});
