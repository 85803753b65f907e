import type { Locator, Page } from "@playwright/test";
import { expectAccessible } from "./support/axe";
import { expect, test } from "./support/test";
import {
  apiAs,
  createBoat,
  createWebsiteReservation,
  dayFromNow,
  menuHrefs,
  signInAsAdmin,
  tokenFor,
} from "./support/dashboard";

/** The value beside a label of the reservation's "Tutarlar" card (Ödenen, Kalan…). */
const figure = (page: Page, label: string): Locator =>
  page.locator("dt", { hasText: new RegExp(`^${label}$`) }).locator("xpath=following-sibling::dd[1]");

test("staff correct and void a payment; the reservation's paid and remaining follow", async ({ page, request }) => {
  test.setTimeout(120_000);
  const api = apiAs(request, await tokenFor(request));
  const boat = await createBoat(api);
  await api.post("/admin/boats/price", {
    boat_id: boat.id,
    start_date: dayFromNow(240),
    end_date: dayFromNow(260),
    day_price: 50_000,
    currency: "EUR",
  });
  const created = await createWebsiteReservation(request, {
    boat_id: boat.id,
    start_date: dayFromNow(245),
    end_date: dayFromNow(248),
    customer_name: `Selin Aksoy ${Date.now().toString(36)}`,
  });
  expect(created.total).toBe(150_000);
  const found = await api.get<{ id: number }>(`/admin/reservationfromplatoid?platoReservationId=${created.code}`);

  await signInAsAdmin(page);
  await page.goto(`/dashboard/reservations/${found.id}`);
  await expect(page.getByRole("heading", { level: 1, name: `Rezervasyon ${created.code}` })).toBeVisible();

  // Record a payment of €500.
  const form = page.getByRole("form", { name: "Ödeme kaydet" });
  await form.getByLabel(/^Tutar/).fill("500,00");
  await form.getByRole("button", { name: "Ödemeyi kaydet" }).click();
  await expect(page.getByText("Ödeme kaydedildi.")).toBeVisible();
  await expect(figure(page, "Ödenen")).toHaveText("€500,00");
  await expect(figure(page, "Kalan")).toHaveText("€1.000,00");

  // Correct it to €400: a reason is required.
  const payments = page.getByRole("table", { name: "Ödemeler" });
  await payments.getByRole("button", { name: /^Düzelt:/ }).click();
  const editDialog = page.getByRole("dialog", { name: "Ödemeyi düzelt" });
  await editDialog.getByLabel(/^Tutar/).fill("400,00");
  await editDialog.getByRole("button", { name: "Düzeltmeyi kaydet" }).click();
  await expect(editDialog.getByText("Lütfen bir neden yazın (en az 3 karakter).")).toBeVisible();
  await editDialog.getByLabel("Düzeltmenin nedeni").fill("Dekonttaki tutar 400 €");
  await editDialog.getByRole("button", { name: "Düzeltmeyi kaydet" }).click();
  await expect(page.getByText("Ödeme düzeltildi.")).toBeVisible();
  await expect(editDialog).toHaveCount(0);
  await expect(figure(page, "Ödenen")).toHaveText("€400,00");
  await expect(figure(page, "Kalan")).toHaveText("€1.100,00");
  await expect(payments.getByText("Düzeltildi", { exact: true })).toBeVisible();

  // Void it, after a confirmation that asks the reason.
  await payments.getByRole("button", { name: /^İptal et:/ }).click();
  const voidDialog = page.getByRole("dialog", { name: "Ödeme iptal edilsin mi?" });
  await expect(voidDialog.getByText(/Kayıt silinmez/)).toBeVisible();
  await voidDialog.getByLabel("İptal nedeni").fill("Müşteri ödemeyi geri çekti");
  await voidDialog.getByRole("button", { name: "İptal et" }).click();
  await expect(page.getByText("Ödeme iptal edildi.")).toBeVisible();
  await expect(figure(page, "Ödenen")).toHaveText("€0,00");
  await expect(figure(page, "Kalan")).toHaveText("€1.500,00");
  const voided = payments.locator("tr[data-voided=true]");
  await expect(voided).toHaveCount(1);
  await expect(voided.getByText("Müşteri ödemeyi geri çekti")).toBeVisible();
  await expect(voided.getByText("€400,00")).toBeVisible();
  const amountCell = voided.locator("td").filter({ hasText: "€400,00" });
  expect(await amountCell.evaluate((td) => getComputedStyle(td).textDecorationLine)).toBe("line-through");
  await expect(payments.getByRole("button", { name: /^İptal et:/ })).toHaveCount(0);

  const detail = await api.get<{ paid: number; due: number }>(`/admin/reservations/${found.id}`);
  expect(detail).toMatchObject({ paid: 0, due: 150_000 });

  // The transactions screen, from the menu: the voided row is listed, struck through, and left out of the totals.
  await menuHrefs(page);
  await page.getByRole("navigation", { name: "Yönetim menüsü" }).getByRole("link", { name: "Ödemeler" }).click();
  await page.waitForURL("**/dashboard/transactions");
  await expect(page.getByRole("heading", { level: 1, name: "Ödemeler" })).toBeVisible();
  await page.getByLabel("Rezervasyon no veya kodu").fill(created.code);
  await page.getByRole("button", { name: "Filtrele" }).click();
  const table = page.getByRole("table", { name: "Ödemeler" });
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table.locator("tr[data-voided=true]").getByText("İptal edildi", { exact: true })).toBeVisible();
  await expect(page.getByText("Bu filtrelerle geçerli ödeme yok.")).toBeVisible();
  await expect(page.getByText(/1 iptal edilmiş kayıt/)).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expectAccessible(page, "/dashboard/transactions");

  // On a phone the page keeps its width: the table scrolls inside its frame.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(table.getByText("İptal edildi", { exact: true })).toBeAttached();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
