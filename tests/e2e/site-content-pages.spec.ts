import { expect, test } from "./support/test";
import { COLOUR_RULES, expectAccessible } from "./support/axe";
import { adminApiToken, contentApi } from "./support/site-content-data";

/** The content pages this area owns, each with a text it must show (arranged below through the admin API). */
const PAGES: { path: string; h1: string | RegExp; text: string }[] = [
  { path: "/about", h1: "Hakkımızda", text: "1998'den beri Ege'de" },
  { path: "/website/howrent", h1: "Nasıl Kiralarım?", text: "Tekneyi seçin" },
  { path: "/website/rental", h1: "Kiralama Sözleşmesi", text: "Kiracı, teknenin" },
  { path: "/website/privacy", h1: "Gizlilik Politikası", text: "Çerezleri yalnızca" },
  { path: "/website/cancel", h1: "İptal ve İade Koşulları", text: "30 gün öncesine kadar" },
  { path: "/website/kvkk", h1: "KVKK Aydınlatma Metni", text: "Veri sorumlusu" },
  { path: "/website/banks", h1: "Banka Hesaplarımız", text: "Ziraat E2E" },
  { path: "/website/document", h1: "Belgelerimiz", text: "TÜRSAB Belgesi E2E" },
  { path: "/faq", h1: "Sıkça Sorulan Sorular", text: "Ön ödeme oranı nedir?" },
  { path: "/blog", h1: "Blog", text: "Göcek'te Bir Hafta E2E" },
  { path: "/contact", h1: "İletişim", text: "Bize yazın" },
];

let blogSlug = "";
let boatSlug = "";

test.beforeAll(async ({ request }) => {
  const api = contentApi(request, await adminApiToken(request));
  await api.page("about", "Hakkımızda", "<p>Liman, 1998'den beri Ege'de tekne kiralıyor.</p>");
  await api.page("howrent", "Nasıl Kiralarım?", "<ol><li>Tekneyi seçin</li><li>%20 ön ödeme yapın</li></ol>");
  await api.page("rental", "Kiralama Sözleşmesi", "<p>Kiracı, teknenin kurallarına uyar.</p>");
  await api.page("privacy", "Gizlilik Politikası", "<p>Çerezleri yalnızca tercihleriniz için kullanırız.</p>");
  await api.page("cancel", "İptal ve İade Koşulları", "<p>Kiralamadan 30 gün öncesine kadar ücretsiz iptal.</p>");
  await api.page("kvkk", "KVKK Aydınlatma Metni", "<h2>Veri sorumlusu</h2><p>Liman Denizcilik</p>");
  await api.bank({ bank_name: "Ziraat E2E", currency: "TRY" });
  await api.document("TÜRSAB Belgesi E2E");
  await api.faq("Ön ödeme oranı nedir?", "<p>Rezervasyonda toplam tutarın <strong>%20</strong>'si ödenir.</p>");
  const post = await api.blogPost({
    title: "Göcek'te Bir Hafta E2E",
    excerpt: "12 adalar rotası",
    body: "<h2>Birinci gün</h2><p>Yassıca adaları.</p>",
  });
  blogSlug = post.slug;
  boatSlug = await api.boatSlug();
});

test("every public route answers 200 with its content in the server-rendered HTML", async ({ request }) => {
  for (const { path, text } of PAGES) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    const html = await res.text();
    expect(html, path).toContain(text.replace(/'/g, "&#x27;"));
  }
  const post = await request.get(`/blog/${blogSlug}`);
  expect(post.status()).toBe(200);
  expect(await post.text()).toContain("Yassıca adaları.");
});

test("the shell's routes (home, listings, enquiry, a boat) answer 200 too", async ({ request }) => {
  for (const path of ["/", "/listing", "/listingsale", "/enquire", `/boat/${boatSlug}`]) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
});

test("the content is there with JavaScript off", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const { path, h1, text } of PAGES) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(h1);
    await expect(page.getByText(text).first(), path).toBeVisible();
  }
  await page.goto(`/blog/${blogSlug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Göcek'te Bir Hafta E2E");
  await context.close();
});

test("each page has its title, description, canonical URL and OpenGraph tags", async ({ page }) => {
  for (const { path } of [...PAGES, { path: `/blog/${blogSlug}` }]) {
    await page.goto(path);
    await expect(page, path).toHaveTitle(/\S/);
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description?.length, path).toBeGreaterThan(20);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(canonical, path).toMatch(new RegExp(`^https?://[^/]+${path.replace(/[?]/g, "\\?")}$`));
    await expect(page.locator('meta[property="og:title"]'), path).toHaveAttribute("content", /\S/);
    await expect(page.locator('meta[property="og:url"]'), path).toHaveAttribute("content", canonical ?? "");
    await expect(page.locator('meta[property="og:locale"]'), path).toHaveAttribute("content", "tr_TR");
  }
  await page.goto(`/blog/${blogSlug}`);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
  expect(jsonLd).toMatchObject({ "@type": "BlogPosting", headline: "Göcek'te Bir Hafta E2E" });
});

// One page per template: /about and /website/kvkk stand for the text pages (howrent, rental, privacy and cancel are the
// same WebsitePageView with other text, checked above for content, metadata and a page without JavaScript).
// Four pages per test: the later pages of a test load from the browser's warm cache.
const SAME_TEMPLATE_AS_KVKK = ["/website/howrent", "/website/rental", "/website/privacy", "/website/cancel"];
const AXE_PATHS = [...PAGES.map((p) => p.path).filter((path) => !SAME_TEMPLATE_AS_KVKK.includes(path)), "/blog/{slug}"];
for (let first = 0; first < AXE_PATHS.length; first += 4) {
  const group = AXE_PATHS.slice(first, first + 4);
  test(`axe: no serious or critical violation on ${group.join(", ")}, light and dark`, async ({ page }) => {
    test.setTimeout(30_000 * group.length);
    for (const path of group) {
      await test.step(path, async () => {
        for (const scheme of ["light", "dark"] as const) {
          await page.emulateMedia({ colorScheme: scheme });
          await page.goto(path.replace("{slug}", blogSlug));
          await expect(page.locator("html")).toHaveClass(scheme === "dark" ? /dark/ : /^(?!.*dark)/);
          // Open the accordion so the answers are checked too.
          for (const summary of await page.locator("details summary").all()) await summary.click();
          // The light scheme gets every rule; the dark one, which only swaps colours, the colour rules.
          await expectAccessible(page, `${path} (${scheme})`, scheme === "dark" ? { rules: COLOUR_RULES } : {});
        }
      });
    }
  });
}
