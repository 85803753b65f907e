import { expect, test } from "./support/test";
import {
  apiAs,
  createBoat,
  createWebsiteReservation,
  dayFromNow,
  signInAsAdmin,
  menuHrefs,
  tokenFor,
} from "./support/dashboard";

type Outbox = { items: { template_key: string | null; reservation_id: number | null; to_address: string }[] };

test("staff handle a website reservation: deposit → confirmed → confirmation mail in the outbox", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const api = apiAs(request, await tokenFor(request));
  const boat = await createBoat(api);
  await api.post("/admin/boats/price", {
    boat_id: boat.id,
    start_date: dayFromNow(140),
    end_date: dayFromNow(170),
    day_price: 50_000,
    currency: "EUR",
  });
  const customer = `Zeynep Çelik ${Date.now().toString(36)}`;
  const created = await createWebsiteReservation(request, {
    boat_id: boat.id,
    start_date: dayFromNow(150),
    end_date: dayFromNow(153),
    customer_name: customer,
  });
  expect(created.total).toBe(150_000);

  await signInAsAdmin(page);
  await page.goto("/dashboard");
  await expect(page.getByRole("navigation", { name: "Yönetim menüsü" })).toBeVisible();
  await menuHrefs(page); // opens the groups
  await page
    .getByRole("navigation", { name: "Yönetim menüsü" })
    .getByRole("link", { name: /^Rezervasyonlar/ })
    .click();
  await page.waitForURL("**/dashboard/reservations");
  await page.getByLabel("Müşteri adı").fill(customer);
  await page.getByRole("button", { name: "Filtrele" }).click();
  const table = page.getByRole("table", { name: "Rezervasyonlar" });
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table.getByText("Yeni")).toBeVisible();
  await expect(table.getByText("Opsiyonlu")).toBeVisible();
  await table.getByRole("link", { name: created.code }).click();
  await page.waitForURL(/\/dashboard\/reservations\/\d+$/);
  const reservationId = Number(page.url().split("/").pop());

  await expect(page.getByRole("heading", { level: 1, name: `Rezervasyon ${created.code}` })).toBeVisible();
  await expect(page.getByText(customer).first()).toBeVisible();
  await expect(page.getByText("Sabitlenen kurlar")).toBeVisible();
  await expect(page.getByRole("button", { name: "Onay maili gönder" })).toBeDisabled();

  // The bank details, previewed before they go out.
  await page.getByRole("button", { name: "Banka bilgilerini gönder" }).click();
  const bankDialog = page.getByRole("dialog", { name: "Banka bilgileri maili — önizleme" });
  await expect(bankDialog.getByText(/Alıcı:/)).toBeVisible();
  await expect(bankDialog.frameLocator("iframe").locator("body")).toContainText(created.code);
  await bankDialog.getByRole("button", { name: "Gönder" }).click();
  await expect(page.getByText(/Banka bilgileri maili gönderim kuyruğuna alındı/)).toBeVisible();

  // The deposit, prefilled with the reservation's deposit, confirms the option.
  const payments = page.getByRole("form", { name: "Ödeme kaydet" });
  await expect(payments.getByLabel("Tür")).toHaveValue("deposit");
  await expect(payments.getByLabel(/^Tutar/)).toHaveValue("300,00");
  await payments.getByLabel("Referans (dekont no)").fill("DEKONT-2027-001");
  await payments.getByRole("button", { name: "Ödemeyi kaydet" }).click();
  await expect(page.getByText("Ödeme kaydedildi.")).toBeVisible();
  await expect(page.locator("header, main").getByText("Onaylandı").first()).toBeVisible();
  await expect(page.getByRole("table", { name: "Ödemeler" }).getByText("DEKONT-2027-001")).toBeVisible();

  const detail = await api.get<{ status: string; paid: number; due: number }>(`/admin/reservations/${reservationId}`);
  expect(detail).toMatchObject({ status: "confirmed", paid: 30_000, due: 120_000 });
  const outbox = await api.get<Outbox>(`/admin/mail/outbox?reservation_id=${reservationId}`);
  const keys = outbox.items.map((m) => m.template_key);
  expect(keys).toContain("reservation_confirmed");
  expect(keys).toContain("bank_details");

  // Sending the confirmation again by hand, with its preview.
  await page.getByRole("button", { name: "Onay maili gönder" }).click();
  const confirmDialog = page.getByRole("dialog", { name: "Onay maili — önizleme" });
  await expect(confirmDialog.frameLocator("iframe").locator("body")).toContainText(created.code);
  await confirmDialog.getByRole("button", { name: "Gönder" }).click();
  await expect(page.getByText(/Onay maili gönderim kuyruğuna alındı/)).toBeVisible();
  const after = await api.get<Outbox>(`/admin/mail/outbox?reservation_id=${reservationId}`);
  expect(after.items.filter((m) => m.template_key === "reservation_confirmed")).toHaveLength(2);
  await expect(page.getByRole("heading", { name: "Mailler" })).toBeVisible();
});

test("staff enter a phone booking and cancel it after confirming", async ({ page, request }) => {
  const api = apiAs(request, await tokenFor(request));
  const boat = await createBoat(api);
  await api.post("/admin/boats/price", {
    boat_id: boat.id,
    start_date: dayFromNow(300),
    end_date: dayFromNow(330),
    day_price: 1_000_000,
    currency: "TRY",
  });
  await api.put(`/admin/boats/${boat.id}/extras`, [
    { name: "Son temizlik", unit: "booking", amount: 50_000, currency: "TRY", obligatory: true, payable: "booking" },
    { name: "Kaptan", unit: "day", amount: 100_000, currency: "TRY", obligatory: false, payable: "booking" },
  ]);
  await signInAsAdmin(page);
  await page.goto("/dashboard/reservations/new");
  await page.getByRole("button", { name: "Rezervasyonu oluştur" }).click();
  await expect(page.getByText("Tekne seçilmelidir.")).toBeVisible();
  await expect(page.getByText("Geçerli bir e-posta adresi girin.")).toBeVisible();

  await page.getByLabel("Tekne").selectOption(String(boat.id));
  await page.getByLabel("Giriş").fill(dayFromNow(305));
  await page.getByLabel("Çıkış").fill(dayFromNow(308));
  await page.getByLabel("Kişi sayısı").fill("4");
  await page.getByLabel("Müşteri adı soyadı").fill("Telefon Müşterisi");
  await page.getByLabel("E-posta").fill("telefon@example.com");
  await page.getByLabel("Telefon").fill("0532 000 11 22");
  // The boat's extras: the obligatory one shown and always in, the optional one ticked; the price follows.
  const cleaning = page.getByLabel("Son temizlik (₺500 · Rezervasyon başına): zorunlu");
  await expect(cleaning).toBeChecked();
  await expect(cleaning).toBeDisabled();
  const price = page.getByRole("region", { name: "Fiyat" });
  await expect(price.getByRole("row", { name: /Toplam/ })).toContainText("₺30.500,00");
  await page.getByLabel("Kaptan (₺1.000 · Gün başına)").check();
  await expect(price.getByRole("row", { name: /Kaptan/ })).toContainText("₺3.000,00");
  await expect(price.getByRole("row", { name: /Toplam/ })).toContainText("₺33.500,00");
  await page.getByRole("button", { name: "Rezervasyonu oluştur" }).click();
  await expect(page.getByText(/Rezervasyon oluşturuldu: /)).toBeVisible();
  await page.waitForURL(/\/dashboard\/reservations\/\d+$/);
  await expect(page.getByText("₺30.000,00").first()).toBeVisible();
  await expect(page.getByText("₺33.500,00").first()).toBeVisible();
  await expect(page.locator('[data-line-kind="extra"]', { hasText: "Kaptan" })).toContainText("₺3.000,00");

  await page.getByRole("button", { name: "İptal et" }).click();
  const dialog = page.getByRole("dialog", { name: "İptal et" });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await page.getByRole("button", { name: "İptal et" }).click();
  await dialog.getByRole("button", { name: "İptal et" }).click();
  await expect(page.getByText("Durum: İptal edildi.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Opsiyona al" })).toBeVisible();
});
