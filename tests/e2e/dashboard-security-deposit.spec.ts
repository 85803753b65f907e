import { formatMoney } from "../../src/lib/money";
import { apiAs, createBoat, createWebsiteReservation, dayFromNow, signInAsAdmin, tokenFor } from "./support/dashboard";
import { expect, test } from "./support/test";

/**
 * Issue 30 item 2: a boat's damage deposit on its public page (both languages) and, on the reservation screen, the
 * deposit taken by hand and partly kept. The e2e server runs with PayTR only (scripts/e2e-server.mjs): the screen
 * says PayTR has no pre-authorisation, and the capture is a ledger row that pays nothing of the charter.
 */
test("the boat's damage deposit is shown on its page; staff record it by hand and keep part of it", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const api = apiAs(request, await tokenFor(request));
  const boat = await createBoat(api, { security_deposit: 250_000 });
  await api.post("/admin/boats/price", {
    boat_id: boat.id,
    start_date: dayFromNow(200),
    end_date: dayFromNow(230),
    day_price: 50_000,
    currency: "EUR",
  });

  await page.goto(`/boat/${boat.slug}`);
  await expect(page.getByText("Hasar depozitosu")).toBeVisible();
  await expect(page.getByText(formatMoney(250_000, "EUR", { locale: "tr" }))).toBeVisible();
  await page.goto(`/en/boat/${boat.slug}`);
  await expect(page.getByText("Damage deposit")).toBeVisible();
  await expect(page.getByText(formatMoney(250_000, "EUR", { locale: "en" }))).toBeVisible();

  const customer = `Deniz Depozito ${Date.now().toString(36)}`;
  const created = await createWebsiteReservation(request, {
    boat_id: boat.id,
    start_date: dayFromNow(210),
    end_date: dayFromNow(213),
    customer_name: customer,
  });
  const list = await api.get<{ items: { id: number; code: string }[] }>(
    `/admin/reservations?customer_name=${encodeURIComponent(customer)}`,
  );
  const reservationId = list.items.find((r) => r.code === created.code)!.id;

  await signInAsAdmin(page);
  await page.goto(`/dashboard/reservations/${reservationId}`);
  const panel = page.getByRole("region", { name: "Hasar depozitosu" });
  await expect(panel).toContainText("PayTR ön provizyon desteklemez");
  await expect(panel).toContainText("bankanın kurallarına göre");
  await expect(panel).toContainText("Henüz depozito alınmadı.");

  const form = panel.getByRole("form", { name: "Elden alınan depozitoyu kaydet" });
  await expect(form.getByLabel(/^Tutar/)).toHaveValue("2500");
  await form.getByRole("button", { name: "Elden alınan depozitoyu kaydet" }).click();
  await expect(page.getByText("Depozito kaydedildi.")).toBeVisible();
  await expect(panel).toContainText("Tutuluyor");

  await panel.getByRole("button", { name: "Tahsil et" }).click();
  const dialog = page.getByRole("dialog", { name: "Depozitodan tahsil et" });
  await dialog.getByLabel(/^Tahsil edilecek tutar/).fill("400");
  await dialog.getByLabel("Neden (hasar)").fill("Kırık pruva lambası");
  await dialog.getByRole("button", { name: "Tahsil et" }).click();
  await page
    .getByRole("dialog", { name: "Depozitodan tahsilat yapılsın mı?" })
    .getByRole("button", { name: "Tahsil et" })
    .click();
  await expect(page.getByText("Depozitodan tahsilat yapıldı.")).toBeVisible();
  await expect(panel).toContainText("Tahsil edildi");
  await expect(panel).toContainText("Kırık pruva lambası");
  await expect(page.getByRole("table", { name: "Ödemeler" })).toContainText("Hasar depozitosu tahsilatı");

  const detail = await api.get<{ paid: number; status: string }>(`/admin/reservations/${reservationId}`);
  expect(detail).toMatchObject({ paid: 0, status: "option" });
});
