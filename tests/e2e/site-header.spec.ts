import { expect, test } from "./support/test";
import { apiContent, firstPrice } from "./support/site";

/** The search's wait after the last keystroke (SEARCH_DEBOUNCE_MS in src/features/site/search/header-search.tsx). */
const SEARCH_DEBOUNCE_MS = 1000;

test.describe("header search", () => {
  test("asks the server once after typing stops, then opens the picked boat", async ({ page }) => {
    const requests: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/v1/search/input")) requests.push(r.url());
    });
    // The page's clock is ours: typing happens while it stands still, then it moves on in steps.
    await page.clock.install();
    await page.goto("/");
    const box = page.getByRole("combobox", { name: "Tekne ara" });
    await expect(box).toHaveAttribute("placeholder", "Boat Ara..");
    await page.clock.pauseAt(Date.now() + 60_000);
    await box.pressSequentially("mavi ryüa");
    await page.clock.runFor(SEARCH_DEBOUNCE_MS - 100);
    expect(requests, "no request while the debounce runs").toEqual([]);
    await page.clock.runFor(100);
    // Exact: other specs add boats with longer names that contain "Mavi Rüya".
    const option = page.getByRole("option", { name: "Mavi Rüya", exact: true });
    await expect(option).toBeVisible();
    await expect(option.locator("img")).toHaveAttribute("src", /\/v1\/media\/.+\.webp$/);
    // Well past the debounce again: still the one request.
    await page.clock.runFor(SEARCH_DEBOUNCE_MS * 3);
    await page.clock.resume();
    expect(requests).toHaveLength(1);
    expect(decodeURIComponent(requests[0]!)).toContain("searchString=mavi ryüa");
    await option.click();
    await expect(page).toHaveURL(/\/boat\/mavi-ruya$/);
    await expect(page.getByRole("heading", { level: 1, name: "Mavi Rüya" })).toBeVisible();
  });

  test("is a keyboard combobox: arrows pick, Enter opens", async ({ page }) => {
    await page.goto("/listing");
    const box = page.getByRole("combobox", { name: "Tekne ara" });
    await box.fill("deniz");
    await expect(page.getByRole("option").first()).toBeVisible({ timeout: 5000 });
    await box.press("ArrowDown");
    const first = page.getByRole("option").first();
    await expect(first).toHaveAttribute("aria-selected", "true");
    const name = (await first.textContent())!.trim();
    await box.press("Enter");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  });
});

test("the search shows the load-failure message when the server cannot be reached", async ({ page }) => {
  await page.route("**/v1/search/input**", (route) => route.abort("internetdisconnected"));
  await page.goto("/");
  await page.getByRole("combobox", { name: "Tekne ara" }).fill("mavi");
  await expect(page.getByText("Failed to load; network/connection error")).toBeVisible({ timeout: 5000 });
});

test("an unknown address answers a Turkish 404 inside the site layout", async ({ page }) => {
  const res = await page.goto("/boyle-bir-sayfa/yok");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Sayfa bulunamadı" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Tekne ara" })).toBeVisible();
  // In the visitor's colours too (Next writes no inline theme script into a 404's HTML).
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/boyle-bir-sayfa/yok");
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
});

test("the currency choice changes every price and survives a reload", async ({ page }) => {
  await page.goto("/listing");
  await expect(firstPrice(page)).toContainText("₺");
  const currency = page.getByRole("combobox", { name: "Para birimi" }).first();
  await currency.selectOption("EURO");
  await expect(firstPrice(page)).toContainText("€");
  expect(await page.evaluate(() => localStorage.getItem("platoboat-currency"))).toBe("EURO");
  await page.reload();
  await expect(page.getByRole("combobox", { name: "Para birimi" }).first()).toHaveValue("EURO");
  await expect(firstPrice(page)).toContainText("€");
  await page.getByRole("combobox", { name: "Para birimi" }).first().selectOption("DOLLAR");
  await expect(firstPrice(page)).toContainText("$");
  await page.getByRole("combobox", { name: "Para birimi" }).first().selectOption("POUND");
  await expect(firstPrice(page)).toContainText("£");
  await page.getByRole("combobox", { name: "Para birimi" }).first().selectOption("TL");
  await expect(firstPrice(page)).toContainText("₺");
});

test("favourites: add and remove with both toasts, the dropdown and its empty text", async ({ page, context }) => {
  await page.goto("/listing");
  const card = page.locator("[data-boat-card]").first();
  const name = (await card.getByRole("heading").textContent())!.trim();
  const slug = await card.getAttribute("data-boat-card");
  const menu = page.getByLabel(/Favorilerim/).first();

  await menu.click();
  await expect(page.getByText("Favorilere eklenmiş tekneniz yok.")).toBeVisible();
  await page.keyboard.press("Escape");

  await card.getByRole("button", { name: `${name} favorilere ekle` }).click();
  await expect(page.getByText("Boat favorilere eklendi.")).toBeVisible();
  await expect(card.getByRole("button", { name: `${name} favorilerden çıkar` })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("platoboat-favorites") ?? "[]"));
  expect(stored).toEqual([expect.objectContaining({ slug, name, id: expect.any(Number) })]);

  await page.reload();
  await page.getByLabel("Favorilerim (1)").click();
  const link = page.getByRole("link", { name: `${name} (yeni sekmede açılır)` });
  await expect(link).toHaveAttribute("href", `/boat/${slug}`);
  await expect(link).toHaveAttribute("target", "_blank");
  const [tab] = await Promise.all([context.waitForEvent("page"), link.click()]);
  await expect(tab).toHaveURL(new RegExp(`/boat/${slug}$`));
  await tab.close();

  // Following a link closes the menu; open it again to remove the boat.
  await page.getByLabel("Favorilerim (1)").click();
  await page.getByRole("button", { name: `${name} favorilerden kaldır` }).click();
  await expect(page.getByText("Boat favorilerden kaldırıldı.")).toBeVisible();
  await expect(page.getByText("Favorilere eklenmiş tekneniz yok.")).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("platoboat-favorites"))).toBe("[]");
});

test("dark mode is stored and applied before the first paint on the next load", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("html")).not.toHaveClass(/dark/);
  await page.getByRole("button", { name: "Koyu tema" }).first().click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem("platoboat-theme"))).toBe("dark");
  // The inline script sets the class while the HTML is parsed: check it before any React code could run.
  await page.route(/\/_next\/static\/chunks\/.*\.js$/, (route) => route.abort());
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await page.unroute(/\/_next\/static\/chunks\/.*\.js$/);
  await page.reload();
  await page.getByRole("button", { name: "Koyu tema" }).first().click();
  await expect(page.locator("html")).not.toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem("platoboat-theme"))).toBe("light");
});

test("menus, phone, social links (only those set) and footer lists", async ({ page, request }) => {
  const content = await apiContent<{ key: string; value: string }[]>(request, "/v1/website/sitecontent");
  const data = await apiContent(request, "/v1/website/data");
  const value = (key: string) => content.find((e) => e.key === key)?.value ?? "";
  await page.goto("/");
  const header = page.locator("header");
  // The demo sets the phone and leaves twitter_link empty (src/server/seed/demo-content.ts).
  expect(value("site_phone"), "the demo's phone").not.toBe("");
  await expect(header.locator('a[href^="tel:"]')).toContainText(value("site_phone"));
  const setLinks = ["facebook", "instagram", "twitter", "youtube"].filter((k) => value(`${k}_link`));
  expect(setLinks.length, "some but not all social links set").toBeGreaterThan(0);
  expect(setLinks.length, "some but not all social links set").toBeLessThan(4);
  await expect(header.locator("[data-social]")).toHaveCount(setLinks.length);

  const nav = page.getByRole("navigation", { name: "Ana menü" });
  await nav.getByText("Kurumsal").click();
  for (const label of ["Hakkımızda", "Banka Hesapları", "KVKK", "SSS", "İletişim"]) {
    await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
  }
  await page.keyboard.press("Escape");
  await nav.getByText("Tekne Tipleri").click();
  const firstType = data.boatTypes[0];
  await nav.getByRole("link", { name: firstType.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/listing\\?types=${firstType.id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText(firstType.name);

  const footer = page.locator("footer");
  await expect(footer).toContainText("256-bit SSL");
  await expect(footer).toContainText("Güvenli ödeme");
  for (const marina of data.marinaPopular) {
    await expect(footer.getByRole("link", { name: marina.name, exact: true })).toHaveAttribute(
      "href",
      `/listing?regions=${marina.id}`,
    );
  }
  for (const type of data.boatTypes) {
    await expect(footer.getByRole("link", { name: type.name, exact: true })).toHaveAttribute(
      "href",
      `/listing?types=${type.id}`,
    );
  }
});

test("the newsletter form asks for consent and says a confirmation link was mailed", async ({ page }) => {
  await page.goto("/");
  const footer = page.locator("footer");
  await footer.getByLabel("E-posta adresiniz").fill(`bulten-${Date.now()}@liman.test`);
  await footer.getByRole("checkbox").check();
  await footer.getByRole("button", { name: "Abone ol" }).click();
  await expect(
    page.getByText(
      "E-posta adresinize bir onay bağlantısı gönderdik. Aboneliğinizi tamamlamak için bağlantıya tıklayın.",
    ),
  ).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the hamburger opens and closes the mobile menu", async ({ page }) => {
    await page.goto("/");
    // Closed, the menu holds no links: the page neither sends nor hydrates them (issue 33 item 12).
    await expect(page.locator('nav[aria-label="Mobil menü"] a')).toHaveCount(0);
    const toggle = page.getByRole("button", { name: "Menüyü aç" });
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Mobil menü" });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: "Rezervasyonlarım" })).toBeVisible();
    await page.getByRole("button", { name: "Menüyü kapat" }).click();
    await expect(menu).toBeHidden();
    await toggle.click();
    await menu.getByRole("link", { name: "Kiralık Tekneler" }).click();
    await expect(page).toHaveURL(/\/listing$/);
    await expect(menu).toBeHidden();
  });
});
