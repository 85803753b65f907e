import { expect, test } from "./support/test";
import { apiAs, createBoat, dayFromNow, tokenFor } from "./support/dashboard";

test("a guest sees the extras and the long-stay discount, chooses an optional extra and books the itemised quote", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const api = apiAs(request, await tokenFor(request));
  const boat = await createBoat(api);
  await api.post("/admin/boats/price", {
    boat_id: boat.id,
    start_date: dayFromNow(120),
    end_date: dayFromNow(150),
    day_price: 1_000_000,
    currency: "TRY",
  });
  await api.put(`/admin/boats/${boat.id}/extras`, [
    { name: "Kaptan", unit: "day", amount: 200_000, currency: "TRY", obligatory: true, payable: "booking" },
    {
      name: "Havalimanı transferi",
      unit: "booking",
      amount: 150_000,
      currency: "TRY",
      obligatory: false,
      payable: "booking",
    },
    { name: "APA", unit: "charter_percent", amount: 20, currency: null, obligatory: true, payable: "base" },
  ]);
  await api.post("/admin/discounts", {
    boat_id: boat.id,
    kind: "long_stay",
    percent: 10,
    threshold_days: 7,
    valid_from: dayFromNow(0),
    valid_to: dayFromNow(365),
    active: true,
  });

  await page.goto(`/boat/${boat.slug}`);

  const panel = page.getByRole("complementary", { name: "Rezervasyon" });
  const extras = panel.getByTestId("extras");
  await expect(extras).toContainText("Fiyata dahil zorunlu ekstralar");
  await expect(extras).toContainText("Kaptan");
  await expect(extras).toContainText("Kiralama bedelinin %'si");
  const transfer = extras.getByRole("checkbox", { name: /Havalimanı transferi/ });
  await expect(transfer).not.toBeChecked();

  await panel.getByLabel("Giriş").fill(dayFromNow(125));
  await panel.getByLabel("Çıkış").fill(dayFromNow(132));
  await panel.getByLabel(/Misafir sayısı/).fill("2");
  const quote = panel.getByTestId("quote");
  // 7 nights × ₺10.000, 10 % off, the skipper 7 × ₺2.000; the APA (20 % of ₺63.000) is paid at the base.
  await expect(quote.locator('[data-amount="total"]')).toContainText("₺77.000");
  const lines = quote.getByTestId("quote-lines");
  await expect(lines).toContainText("₺70.000");
  await expect(lines).toContainText("₺7.000");
  await expect(lines).toContainText("Kaptan (7 gün)");
  await expect(lines).toContainText("₺14.000");
  await expect(quote.locator('[data-amount="due_at_base"]')).toContainText("₺12.600");

  await transfer.check();
  await expect(quote.locator('[data-amount="total"]')).toContainText("₺78.500");
  await expect(lines).toContainText("Havalimanı transferi");
  await expect(quote.locator('[data-amount="deposit"]')).toContainText("₺15.700");
  await expect(quote.locator('[data-amount="balance"]')).toContainText("₺62.800");
  await expect(quote.locator('[data-amount="due_at_base"]')).toContainText("₺12.600");

  const email = `ekstra-${Date.now()}@liman.test`;
  await panel.getByLabel("Ad soyad").fill("Elif Şahin");
  await panel.getByLabel("E-posta").fill(email);
  await panel.getByLabel("Telefon").fill("+90 532 765 43 21");
  await panel.getByRole("checkbox", { name: /KVKK aydınlatma metnini/ }).check();
  await panel.getByRole("button", { name: "Rezervasyon talebi gönder" }).click();
  const code = (await page.getByTestId("reservation-code").textContent())!.trim();
  await expect(page.getByText("₺78.500").first()).toBeVisible();

  // /enquire shows the frozen lines and what is paid at the base.
  await page.goto("/enquire");
  const card = page.locator(`[data-reservation="${code}"]`);
  const frozen = card.getByTestId("reservation-lines");
  await expect(frozen).toContainText("Kaptan");
  await expect(frozen).toContainText("Havalimanı transferi");
  await expect(frozen).toContainText("APA");
  await expect(frozen).toContainText("Üste (marinada) ödenecek");
  await expect(frozen).toContainText("₺12.600");

  // The boat page and the boat's card: the starting price struck through beside the discounted one, with the badge.
  await page.goto(`/boat/${boat.slug}`);
  await expect(page.locator("main").getByText("%10 indirim").first()).toBeVisible();
  await expect(page.locator("main s").first()).toContainText("Eski fiyat");
  await expect(page.locator("main s").first()).toContainText("₺10.000");
  await expect(page.locator("main [data-discounted-price]").first()).toContainText("₺9.000");
});

test("a boat's card in the listing shows the discounted starting price and the badge", async ({ page, request }) => {
  const api = apiAs(request, await tokenFor(request));
  const boat = await createBoat(api);
  await api.post("/admin/boats/price", {
    boat_id: boat.id,
    start_date: dayFromNow(30),
    end_date: dayFromNow(60),
    day_price: 1_234_500,
    currency: "TRY",
  });
  await api.post("/admin/discounts", {
    boat_id: boat.id,
    kind: "early_booking",
    percent: 15,
    threshold_days: 0,
    valid_from: dayFromNow(0),
    valid_to: dayFromNow(200),
    active: true,
  });

  await page.goto("/listing?price_min=12345&price_max=12345");
  const card = page.locator(`[data-boat-card="${boat.slug}"]`);
  await expect(card.getByText("%15 indirim")).toBeVisible();
  // ₺12.345 struck through (named for screen readers), then 15 % off: ₺10.493,25.
  await expect(card.locator("s")).toHaveText("Eski fiyat: ₺12.345");
  await expect(card.locator("[data-discounted-price]")).toContainText("İndirimli fiyat: ₺10.493,25");
});
