import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { SESSION_STORAGE_KEY } from "../../src/features/dashboard/session/session";
import { loginAsAdmin } from "./support/admin";
import { COLOUR_RULES, expectAccessible } from "./support/axe";
import { adminApi, apiLogin, useStoredSession } from "./support/dashboard-session";

/** Every content route of the ADMIN dashboard, its heading, and what "real content" means there. */
type Check = (page: Page) => Promise<void>;

const tableRows: Check = async (page) => {
  const table = page.getByRole("table");
  await expect(table).not.toHaveAttribute("aria-busy", "true");
  await expect(table.locator("tbody tr").first()).toBeVisible();
  await expect(table.getByText("Kayıt bulunamadı.")).toHaveCount(0);
  expect(await table.locator("tbody tr td:not([colspan])").count()).toBeGreaterThan(0);
};
const filled =
  (label: string | RegExp, pattern = /\S/): Check =>
  async (page) => {
    await expect(page.getByLabel(label, { exact: true })).toHaveValue(pattern);
  };

/** `axe: false`: a page of a template already checked by axe here (the same route file with other content). */
const ROUTES: { path: string; heading: string; check: Check; axe?: false }[] = [
  { path: "/dashboard/towndistrict", heading: "Tekne Bölgeleri", check: tableRows },
  { path: "/dashboard/boattypes", heading: "Tekne Tipleri", check: tableRows },
  { path: "/dashboard/marina", heading: "Marinalar", check: tableRows },
  { path: "/dashboard/templates/mailtemplates", heading: "Mail Şablonları", check: tableRows },
  {
    path: "/dashboard/templates/contract",
    heading: "Sözleşme Şablonu",
    check: filled("Sözleşme koşulları (düz metin; paragrafları boş satırla ayırın)", /Kiracı/),
  },
  { path: "/dashboard/contact", heading: "İletişim Formu", check: tableRows },
  { path: "/dashboard/comments", heading: "Yorumlar", check: tableRows },
  { path: "/dashboard/subscriber", heading: "Aboneler", check: tableRows },
  { path: "/dashboard/blog", heading: "Blog", check: tableRows },
  {
    path: "/dashboard/kvkk",
    heading: "KVKK Talepleri",
    check: async (page) => {
      await expect(page.getByLabel("E-posta adresi")).toBeVisible();
      await expect(page.getByRole("button", { name: "Verileri sil" })).toBeDisabled();
    },
  },
  ...(["about", "rental", "cancel", "privacy", "kvkk", "howrent"] as const).map((page) => ({
    path: `/dashboard/website/${page}`,
    heading: {
      about: "Hakkımızda",
      rental: "Kiralama Sözleşmesi",
      cancel: "İptal Koşulları",
      privacy: "Gizlilik Politikası",
      kvkk: "KVKK Aydınlatma Metni",
      howrent: "Nasıl Kiralanır",
    }[page],
    check: filled("Sayfa başlığı"),
    // One route file (website/[page]) renders all six: axe checks the first.
    ...(page === "about" ? {} : { axe: false as const }),
  })),
  { path: "/dashboard/website/team", heading: "Ekibimiz", check: tableRows },
  {
    path: "/dashboard/website/ourdocs",
    heading: "Belgelerimiz",
    check: async (page) => {
      await expect(page.getByRole("form", { name: "Belge yükle" })).toBeVisible();
      await expect(page.getByRole("table")).not.toHaveAttribute("aria-busy", "true");
    },
  },
  { path: "/dashboard/website/faq", heading: "Sıkça Sorulan Sorular", check: tableRows },
  { path: "/dashboard/website/bank", heading: "Banka Hesapları", check: tableRows },
  {
    path: "/dashboard/settings/exchange",
    heading: "Döviz Kurları",
    check: filled("Euro kuru (€), TL", /^\d+\.\d{4}$/),
  },
  { path: "/dashboard/settings/site", heading: "Site Ayarları", check: filled("Kapora oranı (%)", /^\d+$/) },
  {
    path: "/dashboard/settings/contact",
    heading: "İletişim Bilgileri",
    check: async (page) => {
      await expect(page.getByRole("form", { name: "İletişim Bilgileri" })).toBeVisible();
      await expect(page.getByLabel("Bildirim e-postası")).toBeVisible();
    },
  },
  {
    path: "/dashboard/settings/social",
    heading: "Sosyal Medya",
    check: async (page) => {
      await expect(page.getByRole("form", { name: "Sosyal Medya" })).toBeVisible();
      await expect(page.getByLabel("Instagram")).toBeVisible();
    },
  },
];

const ROUTES_PER_TEST = 6;

test.describe("as an ADMIN", () => {
  test.beforeEach(async ({ page, request }) => {
    await useStoredSession(page, (await apiLogin(request)).session);
  });

  // A few routes per test: the later pages of a test load from the browser's warm cache.
  for (let first = 0; first < ROUTES.length; first += ROUTES_PER_TEST) {
    const group = ROUTES.slice(first, first + ROUTES_PER_TEST);
    test(`${group.map((r) => r.path).join(", ")}: each renders its content, without serious or critical axe violations (one page per template)`, async ({
      page,
    }) => {
      test.setTimeout(30_000 * group.length);
      for (const route of group) {
        await test.step(route.path, async () => {
          await page.goto(route.path);
          await expect(page.getByRole("heading", { level: 1, name: route.heading, exact: true })).toBeVisible();
          await route.check(page);
          await expect(page).toHaveTitle(/\S/);
          if (route.axe !== false) {
            await expectAccessible(page, route.path);
            // The dark scheme only swaps colours (the `dark` class the theme script sets): the colour rules again.
            // Buttons ease their colours (transition-colors): axe reads them once the transitions have ended.
            await page.evaluate(async () => {
              document.documentElement.classList.add("dark");
              await Promise.all(document.getAnimations().map((animation) => animation.finished));
            });
            await expectAccessible(page, `${route.path} (dark)`, { rules: COLOUR_RULES });
            await page.evaluate(() => document.documentElement.classList.remove("dark"));
          }
        });
      }
    });
  }

  // The dashboard follows the site's theme: a dark preference (or a stored choice) applies before the first paint,
  // and the header's button switches and remembers it (spec §9).
  test("a dark colour preference darkens the dashboard, and the header's button switches it back for good", async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto(ROUTES[0]!.path);
    await expect(page.getByRole("heading", { level: 1, name: ROUTES[0]!.heading, exact: true })).toBeVisible();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(await background()).not.toBe("rgb(255, 255, 255)");
    const toggle = page.getByRole("button", { name: "Koyu tema" });
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await toggle.click();
    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: ROUTES[0]!.heading, exact: true })).toBeVisible();
    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
    expect(await background()).toBe("rgb(255, 255, 255)");
  });

  // Next prefetches every link in view by default: the side menu and a table of reservations made ~58 dynamic page
  // renders on the server per dashboard view. Dashboard links ask for their page when pointed at or focused.
  test("a dashboard page asks the server for no other page until a link is pointed at", async ({ page }) => {
    const asked: string[] = [];
    page.on("request", (r) => {
      if (r.headers().rsc === "1") asked.push(new URL(r.url()).pathname);
    });
    await page.goto("/dashboard/reservations");
    await expect(page.getByRole("heading", { level: 1, name: "Rezervasyonlar", exact: true })).toBeVisible();
    await expect(page.getByRole("table").locator("tbody tr").first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(asked).toEqual([]);
    const menu = page.getByRole("navigation", { name: "Yönetim menüsü" });
    const prefetched = page.waitForRequest(
      (r) => r.headers().rsc === "1" && new URL(r.url()).pathname === "/dashboard/reports",
    );
    await menu.getByRole("link", { name: "Raporlar", exact: true }).hover();
    await prefetched;
    await menu.getByRole("link", { name: "Raporlar", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Raporlar", exact: true })).toBeVisible();
  });

  test("an unknown dashboard address is a Turkish 404 in the dashboard's look", async ({ page }) => {
    for (const path of ["/dashboard/website/nope", "/dashboard/settings/nope", "/dashboard/yok-boyle-bir-sayfa"]) {
      expect((await page.goto(path))?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Sayfa bulunamadı" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Panele dön" })).toHaveAttribute("href", "/dashboard");
      await expect(page.locator("html")).toHaveAttribute("lang", "tr");
    }
    // In the visitor's colours too.
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/dashboard/yok-boyle-bir-sayfa");
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  });
});

test("an OWNER opening an ADMIN page never sees it: the session is cleared and the login page shown", async ({
  page,
  request,
}) => {
  const { token } = await apiLogin(request);
  const owner = { email: `sahip-${Date.now()}@example.com`, password: "Ahududu-Feribot-Kiler-38" };
  await adminApi(request, token)("post", "/admin/users", {
    ...owner,
    role: "OWNER",
    first_name: "Kaptan",
    last_name: "Sahip",
  });
  await loginAsAdmin(page, owner);
  const menu = page.getByRole("navigation", { name: "Yönetim menüsü" });
  await expect(menu.getByRole("link", { name: "Blog" })).toHaveCount(0);

  const reads: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/v1/admin/blog")) reads.push(r.url());
  });
  await page.goto("/dashboard/blog");
  await expect(page).toHaveURL(/\/dashboard\/login$/);
  await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toHaveCount(0);
  expect(await page.evaluate((key) => window.localStorage.getItem(key), SESSION_STORAGE_KEY)).toBeNull();
  expect(reads).toEqual([]);
});
