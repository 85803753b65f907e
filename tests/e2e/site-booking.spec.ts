import { expect, test } from "./support/test";
import { apiAs, createBoat, createBoatForSale, tokenFor, uploadBoatPhotos } from "./support/dashboard";
import { adminApiToken, contentApi } from "./support/site-content-data";
import { apiContent, findBookableBoat, waitForHydration } from "./support/site";

/** How many times "Sonraki ay" must be pressed for the two-month calendar, opened on this month, to show `day`. */
function monthsAhead(day: string) {
  const today = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Istanbul" }).format(new Date());
  const index = (d: string) => Number(d.slice(0, 4)) * 12 + Number(d.slice(5, 7));
  return Math.max(0, index(day) - index(today) - 1);
}

test("a reservation request from the boat page → confirmation code → /enquire shows it", async ({ page, request }) => {
  // Other specs add boats of their own, some popular and some without prices: take a popular one that can be booked.
  const popular = await apiContent<{ items: { slug: string; name: string }[] }>(
    request,
    "/v1/searchboats?order=popular&take=8",
  );
  const { boat, ...stay } = await findBookableBoat(request, popular.items.slice(1), 20);
  const email = `misafir-${Date.now()}@liman.test`;
  // A bank account, so the confirmation has an IBAN to show.
  await contentApi(request, await adminApiToken(request)).bank({ bank_name: "Vakıfbank E2E", currency: "TRY" });

  await page.goto(`/boat/${boat.slug}`);
  const panel = page.getByRole("complementary", { name: "Rezervasyon" });
  await panel.getByLabel("Giriş").fill(stay.start);
  await panel.getByLabel("Çıkış").fill(stay.end);
  await panel.getByLabel(/Misafir sayısı/).fill("2");
  const quote = panel.getByTestId("quote");
  await expect(quote).toBeVisible();
  await expect(quote).toContainText(`${stay.quote.day_count} gece`);
  await expect(quote).toContainText("Ön ödeme (%20)");
  await expect(quote.locator('[data-amount="deposit"]')).toContainText("₺");
  await expect(quote).toContainText("Kalan tutar");

  await panel.getByLabel("Ad soyad").fill("Zeynep Kaya");
  await panel.getByLabel("E-posta").fill(email);
  await panel.getByLabel("Telefon").fill("+90 532 123 45 67");
  await panel.getByLabel(/Not/).fill("Vejetaryen menü rica ederiz.");
  const submit = panel.getByRole("button", { name: "Rezervasyon talebi gönder" });
  await submit.click();
  // The KVKK consent is required: the browser stops the form until it is ticked.
  await expect(panel.getByTestId("reservation-code")).toHaveCount(0);
  await panel.getByRole("checkbox", { name: /KVKK aydınlatma metnini/ }).check();
  await submit.click();

  const code = (await page.getByTestId("reservation-code").textContent())!.trim();
  expect(code).toMatch(/^[A-Z0-9-]{4,}$/);
  await expect(page.getByText("Rezervasyon talebiniz alındı")).toBeVisible();
  await expect(page.getByText("Opsiyon bitişi")).toBeVisible();
  await expect(page.getByText("Ödenecek ön ödeme")).toBeVisible();
  await expect(page.getByText("IBAN").first()).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("platoboat-reservations") ?? "[]"));
  expect(stored[0]).toMatchObject({ code, email });

  await page.getByRole("link", { name: "Rezervasyonlarım" }).last().click();
  await expect(page).toHaveURL(/\/enquire$/);
  await expect(page.getByRole("heading", { level: 1, name: "Rezervasyonlarım" })).toBeVisible();
  // The list of this browser's reservations (nothing was looked up on this page).
  const card = page
    .getByRole("region", { name: "Bu tarayıcıdan yaptığınız rezervasyonlar" })
    .locator(`[data-reservation="${code}"]`);
  await expect(card).toBeVisible();
  await expect(card).toContainText(boat.name);
  await expect(card).toContainText("Opsiyonlu");
  await expect(card).toContainText("Kalan");
  await expect(card).toContainText("Opsiyon bitişi");

  // The same dates are no longer offered on the calendar.
  await page.goto(`/boat/${boat.slug}`);
  const taken = page.locator(`[data-day="${stay.start}"]`);
  await expect(page.locator(`[data-day]`).first()).toBeVisible();
  for (let i = monthsAhead(stay.start); i > 0; i--) await page.getByRole("button", { name: "Sonraki ay" }).click();
  await expect(taken).toHaveAttribute("data-taken", "true");
  await expect(taken).toHaveAttribute("aria-label", /, dolu$/);
});

test("lookup by code and e-mail from another browser", async ({ request, browser }) => {
  // Other specs add boats of their own (some with one short price period): take the first demo boat that can be booked.
  const all = await apiContent<{ items: { slug: string; name: string }[] }>(
    request,
    "/v1/searchboats?order=price_asc&take=10",
  );
  const { boat, ...stay } = await findBookableBoat(request, all.items, 40);
  const email = `sorgu-${Date.now()}@liman.test`;
  const res = await request.post("/v1/reservations", {
    data: {
      boat_slug: boat.slug,
      start_date: stay.start,
      end_date: stay.end,
      guests: 2,
      customer_name: "Sorgu Testi",
      customer_email: email,
      customer_phone: "+90 532 000 11 22",
      kvkk_consent: true,
    },
  });
  expect(res.status()).toBe(201);
  const { code } = (await res.json()).content;

  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.goto("/enquire");
  await expect(other.getByText("Bu tarayıcıdan yapılmış bir rezervasyon bulunamadı.", { exact: false })).toBeVisible();
  await other.getByLabel("Rezervasyon kodu").fill(code);
  await other.getByLabel("E-posta adresi", { exact: true }).fill("yanlis@liman.test");
  await other.getByRole("button", { name: "Sorgula" }).click();
  await expect(other.getByText("Bu kod ve e-posta adresiyle eşleşen bir rezervasyon bulunamadı.")).toBeVisible();
  await other.getByLabel("E-posta adresi", { exact: true }).fill(email.toUpperCase());
  await other.getByRole("button", { name: "Sorgula" }).click();
  // The card under the lookup form, not the same reservation in this browser's list above it (site-documents.spec.ts).
  const card = other.getByRole("region", { name: "Rezervasyon sorgula" }).locator(`[data-reservation="${code}"]`);
  await expect(card).toContainText(boat.name);
  await expect(card).toContainText("Opsiyonlu");
  await expect(card).toContainText("Opsiyon bitişi");
  await fresh.close();
});

test("an unknown boat answers a Turkish 404 page", async ({ page }) => {
  const res = await page.goto("/boat/boyle-bir-tekne-yok");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Tekne bulunamadı" })).toBeVisible();
});

test("the gallery opens a lightbox driven by the keyboard", async ({ page, request }) => {
  const token = await tokenFor(request);
  const boat = await createBoat(apiAs(request, token));
  const count = 3;
  await uploadBoatPhotos(request, token, boat.id, count);
  await page.goto(`/boat/${boat.slug}`);
  await waitForHydration(page);
  await page.getByRole("button", { name: /fotoğrafları büyüt/ }).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`1 / ${count}`);
  await page.keyboard.press("ArrowRight");
  await expect(dialog).toContainText(`2 / ${count}`);
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(dialog).toContainText(`${count} / ${count}`);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test("a boat for sale takes a sale enquiry", async ({ page, request }) => {
  const boat = await createBoatForSale(apiAs(request, await tokenFor(request)));
  await page.goto(`/boat/${boat.slug}`);
  const form = page.locator("section", { has: page.locator("#satilik") });
  await expect(form).toContainText("Bu tekne satılık");
  await form.getByLabel("Ad soyad").fill("Alıcı Aday");
  await form.getByLabel("E-posta").fill(`alici-${Date.now()}@liman.test`);
  await form.getByLabel("Mesajınız").fill(`${boat.name} için yerinde görmek istiyorum.`);
  await form.getByRole("button", { name: "Bilgi iste" }).click();
  await expect(form.getByText(/satış ekibimize iletildi/)).toBeVisible();
});

test("a boat page carries its metadata and JSON-LD", async ({ page, request }) => {
  const list = await apiContent(request, "/v1/searchboats?order=popular&take=1");
  const boat = list.items[0];
  await page.goto(`/boat/${boat.slug}`);
  await expect(page).toHaveTitle(new RegExp(boat.name));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/boat/${boat.slug}$`));
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", new RegExp(boat.name));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{40,}/);
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  const product = ld.map((t) => JSON.parse(t)).find((d) => d["@type"] === "Product");
  expect(product).toMatchObject({ name: boat.name, offers: { priceCurrency: expect.any(String) } });
});
