import { expect, test } from "./support/test";
import { E2E_ADMIN } from "../../playwright.config";
import {
  apiAs,
  createBoat,
  createWebsiteReservation,
  dayFromNow,
  loginAs,
  menuHrefs,
  SESSION_KEY,
  tokenFor,
} from "./support/dashboard";

const ADMIN_ROUTES = [
  "/dashboard",
  "/dashboard/users",
  "/dashboard/boats",
  "/dashboard/towndistrict",
  "/dashboard/boattypes",
  "/dashboard/marina",
  "/dashboard/discounts",
  "/dashboard/reservations",
  "/dashboard/requests",
  "/dashboard/external",
  "/dashboard/occupancy",
  "/dashboard/departures",
  "/dashboard/transactions",
  "/dashboard/statements",
  "/dashboard/reports",
  "/dashboard/agencies",
  "/dashboard/vitals",
  "/dashboard/templates/mailtemplates",
  "/dashboard/templates/contract",
  "/dashboard/contact",
  "/dashboard/comments",
  "/dashboard/subscriber",
  "/dashboard/newsletter",
  "/dashboard/kvkk",
  "/dashboard/audit",
  "/dashboard/blog",
  ...["about", "team", "ourdocs", "faq", "bank", "rental", "cancel", "privacy", "kvkk", "howrent"].map(
    (p) => `/dashboard/website/${p}`,
  ),
  ...["exchange", "site", "contact", "social", "security", "passengers", "cancellation", "invoicing"].map(
    (p) => `/dashboard/settings/${p}`,
  ),
];

test("the admin logs in, sees the header, the full menu and the count badges", async ({ page, request }) => {
  const api = apiAs(request, await tokenFor(request));
  // Something new for each badge: a website reservation and a contact message.
  const boat = await createBoat(api);
  await api.post("/admin/boats/price", {
    boat_id: boat.id,
    start_date: dayFromNow(200),
    end_date: dayFromNow(230),
    day_price: 500_000,
    currency: "EUR",
  });
  await createWebsiteReservation(request, { boat_id: boat.id, start_date: dayFromNow(201), end_date: dayFromNow(204) });
  const contact = await request.post("/v1/website/contact", {
    data: {
      name: "Mehmet Kaya",
      email: "mehmet@example.com",
      message: "Ağustos için gulet arıyoruz, fiyat alabilir miyim?",
      kvkk_consent: true,
      consent: true,
    },
  });
  expect(contact.status(), await contact.text()).toBeLessThan(300);
  const counts = await api.get<{ reservationCount: number; contactCount: number }>("/admin/counts");
  expect(counts.reservationCount).toBeGreaterThan(0);
  expect(counts.contactCount).toBeGreaterThan(0);

  await loginAs(page, E2E_ADMIN);
  await expect(page.getByText(/Hoş geldiniz, \S+/)).toBeVisible();
  const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "null"), SESSION_KEY);
  expect(stored).toMatchObject({ user_role: "ADMIN", token: expect.any(String), id: expect.any(Number) });
  expect(stored.exp).toBeGreaterThan(stored.iat);
  await expect(page.getByText(`Hoş geldiniz, ${stored.user_name}`)).toBeVisible();

  const hrefs = await menuHrefs(page);
  expect([...hrefs].sort()).toEqual([...ADMIN_ROUTES].sort());
  const nav = page.getByRole("navigation", { name: "Yönetim menüsü" });
  // Specs running beside this one may add more new items meanwhile: each badge shows at least what was counted.
  const badge = async (label: RegExp) => {
    const name = (await nav.getByRole("link", { name: label }).textContent()) ?? "";
    return Number(/(\d+)/.exec(name)?.[1] ?? 0);
  };
  expect(await badge(/^Rezervasyonlar \d+ yeni rezervasyon$/)).toBeGreaterThanOrEqual(counts.reservationCount);
  expect(await badge(/^İletişim Formu \d+ okunmamış mesaj$/)).toBeGreaterThanOrEqual(counts.contactCount);

  // Logout clears the session and goes to '/'.
  await page.getByRole("button", { name: "Çıkış Yap" }).first().click();
  await page.waitForURL((url) => url.pathname === "/");
  expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeNull();
});

test("an expired stored session is removed and the login page shows", async ({ page, request }) => {
  const token = await tokenFor(request);
  await page.goto("/dashboard/login");
  const now = Math.floor(Date.now() / 1000);
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: SESSION_KEY,
    value: JSON.stringify({ iat: now - 7200, exp: now - 60, id: 1, token, user_role: "ADMIN", user_name: "Eski" }),
  });
  await page.goto("/dashboard/boats");
  await expect(page).toHaveURL(/\/dashboard\/login$/);
  await expect(page.getByRole("button", { name: "Giriş Yap" })).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeNull();
});

test("a valid stored session is restored without logging in again", async ({ page, request }) => {
  const token = await tokenFor(request);
  const payload = JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString());
  await page.goto("/dashboard/login");
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: SESSION_KEY,
    value: JSON.stringify({ ...payload, token, user_role: "ADMIN", user_name: "Geri Gelen Yönetici" }),
  });
  await page.goto("/dashboard/boats");
  await expect(page.getByText("Hoş geldiniz, Geri Gelen Yönetici")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Tekneler" })).toBeVisible();
});

test("a login token that is not a decodable JWT shows the token-decode message", async ({ page }) => {
  await page.route("**/v1/auth/login", (route) =>
    route.fulfill({
      status: 200,
      contentType: "application/json",
      body: JSON.stringify({
        content: {
          accessToken: "bu-bir-jwt-degil",
          user: { id: 1, email: "x@e2e.test", role: "ADMIN", UserDetail: { firstName: "A", lastName: "B" } },
        },
      }),
    }),
  );
  await page.goto("/dashboard/login");
  await page.getByLabel("E-posta").fill("x@e2e.test");
  await page.getByLabel("Şifre").fill("herhangi-bir-sifre");
  await page.getByRole("button", { name: "Giriş Yap" }).click();
  await expect(
    page.getByText("Error encountered on server (Token decode failed). Please Inform administrators."),
  ).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeNull();
  expect(page.url()).toContain("/dashboard/login");
});

test("the menu says so when its data fail to load, and a loading placeholder shows without a token", async ({
  page,
}) => {
  await page.route("**/v1/admin/counts", (route) => route.abort("failed"));
  await loginAs(page, E2E_ADMIN);
  await expect(
    page.getByRole("navigation", { name: "Yönetim menüsü" }).getByText("Failed to load; network/connection error"),
  ).toBeVisible();

  // Without a token the panel renders only the loading placeholder (no menu, no data), then goes to the login.
  const html = await (await page.request.get("/dashboard/users")).text();
  expect(html).toContain("Yükleniyor…");
  expect(html).not.toContain("Yönetim menüsü");
});

test("on a phone the menu hides behind the hamburger button", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await loginAs(page, E2E_ADMIN);
  const nav = page.getByRole("navigation", { name: "Yönetim menüsü" });
  await expect(nav).toBeHidden();
  const hamburger = page.getByRole("button", { name: "Menüyü aç" });
  await expect(hamburger).toHaveAttribute("aria-expanded", "false");
  await hamburger.click();
  await expect(nav).toBeVisible();
  await nav.getByRole("link", { name: "Kullanıcılar" }).click();
  await page.waitForURL("**/dashboard/users");
  await expect(nav).toBeHidden();
  await expect(page.getByRole("heading", { level: 1, name: "Kullanıcılar" })).toBeVisible();
  await page.screenshot({ path: "/tmp/h7a-e2e-phone-users.png", fullPage: true });
  await context.close();
});

test("the login page has no side menu and dashboard pages are noindex", async ({ page }) => {
  await page.goto("/dashboard/login");
  await expect(page.getByRole("navigation", { name: "Yönetim menüsü" })).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  for (const path of ["/dashboard", "/dashboard/boats", "/dashboard/reservations/1"]) {
    const html = await (await page.request.get(path)).text();
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"\/>/);
  }
});
