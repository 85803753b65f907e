import { expect, test } from "./support/test";
import {
  apiAs,
  createBoat,
  createOwner,
  createWebsiteReservation,
  dayFromNow,
  loginAs,
  signInAsAdmin,
  tokenFor,
} from "./support/dashboard";

type Extra = {
  id: number;
  name: string;
  unit: string;
  amount: number;
  currency: string | null;
  obligatory: boolean;
  payable: string;
};
const list = <T>(answer: T[] | { items: T[] }) => (Array.isArray(answer) ? answer : answer.items);

test("staff edit a boat's extras in the boat form: validation, add, reorder, remove", async ({ page, request }) => {
  const api = apiAs(request, await tokenFor(request));
  const boat = await createBoat(api);
  await signInAsAdmin(page);
  await page.goto(`/dashboard/boats/${boat.id}#extras`);
  const section = page.getByRole("region", { name: "Ekstralar" });
  await expect(section.getByText("Bu teknenin ekstrası yok.")).toBeVisible();

  // An empty row is refused with the field's message.
  await section.getByRole("button", { name: "Ekstra ekle" }).click();
  await section.getByRole("button", { name: "Ekstraları kaydet" }).click();
  await expect(section.getByText("Ekstranın adını yazın.")).toBeVisible();
  await expect(section.getByText("Geçerli bir tutar yazın (ör. 150 veya 2.500,50).")).toBeVisible();

  const first = section.locator("[data-extra-row='0']");
  await first.getByLabel("Ad", { exact: true }).fill("Kaptan");
  await first.getByLabel("Birim", { exact: true }).selectOption({ label: "Gün başına" });
  await first.getByLabel("Tutar", { exact: true }).fill("150");
  await first.getByLabel("Para birimi", { exact: true }).selectOption("EUR");
  await first.getByLabel("Zorunluluk", { exact: true }).selectOption({ label: "Zorunlu" });

  await section.getByRole("button", { name: "Ekstra ekle" }).click();
  const second = section.locator("[data-extra-row='1']");
  await second.getByLabel("Ad", { exact: true }).fill("APA");
  await second.getByLabel("Birim", { exact: true }).selectOption({ label: "Kiralama bedelinin %'si" });
  await expect(second.getByLabel("Para birimi", { exact: true })).toHaveCount(0);
  await second.getByLabel("Yüzde", { exact: true }).fill("30");
  await second.getByLabel("Ödeme", { exact: true }).selectOption({ label: "Üste (marinada) ödenir" });

  await section.getByRole("button", { name: "Ekstra ekle" }).click();
  const third = section.locator("[data-extra-row='2']");
  await third.getByLabel("Ad", { exact: true }).fill("SUP");
  await third.getByLabel("Birim", { exact: true }).selectOption({ label: "Rezervasyon başına" });
  await third.getByLabel("Tutar", { exact: true }).fill("2.500,50");
  await third.getByLabel("Para birimi", { exact: true }).selectOption("TRY");

  // APA up to the top, SUP removed.
  await section.getByRole("button", { name: "APA: yukarı taşı" }).click();
  await section.getByRole("button", { name: "SUP: kaldır" }).click();
  await section.getByRole("button", { name: "Ekstraları kaydet" }).click();
  await expect(page.getByText("Ekstralar kaydedildi.")).toBeVisible();

  const saved = list(await api.get<Extra[] | { items: Extra[] }>(`/admin/boats/${boat.id}/extras`));
  expect(saved.map((e) => e.name)).toEqual(["APA", "Kaptan"]);
  expect(saved[0]).toMatchObject({
    unit: "charter_percent",
    amount: 30,
    currency: null,
    obligatory: false,
    payable: "base",
  });
  expect(saved[1]).toMatchObject({
    unit: "day",
    amount: 15_000,
    currency: "EUR",
    obligatory: true,
    payable: "booking",
  });

  // Read back after a reload, in the saved order.
  await page.reload();
  await expect(section.locator("[data-extra-row='0']").getByLabel("Ad", { exact: true })).toHaveValue("APA");
  await expect(section.locator("[data-extra-row='1']").getByLabel("Tutar", { exact: true })).toHaveValue("150");
});

test("staff create, edit and delete a discount on the İndirimler screen", async ({ page, request }) => {
  const api = apiAs(request, await tokenFor(request));
  const boat = await createBoat(api);
  await signInAsAdmin(page);
  await page.goto("/dashboard/discounts");
  await expect(page.getByRole("heading", { level: 1, name: "İndirimler" })).toBeVisible();

  await page.getByRole("button", { name: "Yeni indirim" }).click();
  const dialog = page.getByRole("dialog", { name: "Yeni indirim" });
  await dialog.getByLabel("Tekne").selectOption({ label: boat.name });
  await dialog.getByLabel("Tür").selectOption({ label: "Uzun konaklama" });
  await expect(dialog.getByLabel("En az kaç gece")).toBeVisible();
  await dialog.getByLabel("İndirim (%)").fill("95");
  await dialog.getByLabel("En az kaç gece").fill("7");
  await dialog.getByLabel("Geçerlilik bitişi").fill(dayFromNow(300));
  await dialog.getByRole("button", { name: "Kaydet" }).click();
  await expect(dialog.getByText("İndirim yüzdesi 1 ile 90 arasında olmalı.")).toBeVisible();
  await dialog.getByLabel("İndirim (%)").fill("10");
  await dialog.getByRole("button", { name: "Kaydet" }).click();
  await expect(page.getByText("İndirim kaydedildi.")).toBeVisible();

  const table = page.getByRole("table", { name: "İndirimler" });
  const row = table.getByRole("row").filter({ hasText: boat.name });
  await expect(row).toContainText("Uzun konaklama");
  await expect(row).toContainText("%10");
  await expect(row).toContainText("En az 7 gece kalışlar");

  await row.getByRole("button", { name: /düzenle$/ }).click();
  const edit = page.getByRole("dialog", { name: "İndirimi düzenle" });
  await edit.getByLabel("İndirim (%)").fill("12");
  await edit.getByRole("button", { name: "Kaydet" }).click();
  await expect(row).toContainText("%12");

  await row.getByRole("button", { name: /sil$/ }).click();
  await page.getByRole("dialog", { name: "İndirimi sil" }).getByRole("button", { name: "Sil", exact: true }).click();
  await expect(page.getByText("İndirim silindi.")).toBeVisible();
  await expect(table.getByText(boat.name)).toHaveCount(0);
});

test("staff add an extra to a reservation and remove it again; the amounts follow", async ({ page, request }) => {
  const api = apiAs(request, await tokenFor(request));
  const boat = await createBoat(api);
  await api.post("/admin/boats/price", {
    boat_id: boat.id,
    start_date: dayFromNow(160),
    end_date: dayFromNow(190),
    day_price: 50_000,
    currency: "EUR",
  });
  await api.put(`/admin/boats/${boat.id}/extras`, [
    { name: "Final temizlik", unit: "booking", amount: 10_000, currency: "EUR", obligatory: true, payable: "booking" },
    { name: "Transfer", unit: "booking", amount: 6_000, currency: "EUR", obligatory: false, payable: "booking" },
  ]);
  const created = await createWebsiteReservation(request, {
    boat_id: boat.id,
    start_date: dayFromNow(170),
    end_date: dayFromNow(173),
  });
  // 3 days × €500 + the obligatory cleaning.
  expect(created.total).toBe(160_000);
  const rows = await api.get<{ items: { id: number; code: string }[] }>(`/admin/reservations?boat_id=${boat.id}`);
  const id = rows.items.find((r) => r.code === created.code)!.id;

  await signInAsAdmin(page);
  await page.goto(`/dashboard/reservations/${id}`);
  const panel = page.getByRole("region", { name: "Kalemler" });
  await expect(panel.getByRole("cell", { name: "Final temizlik", exact: true })).toBeVisible();
  await expect(panel.getByRole("cell", { name: /Transfer/ })).toHaveCount(0);

  await panel.getByLabel("Ekstra ekle").selectOption({ label: "Transfer — €60 · Rezervasyon başına" });
  await panel.getByRole("button", { name: "Ekle" }).click();
  await expect(page.getByText("Ekstra eklendi; tutarlar güncellendi.")).toBeVisible();
  await expect(panel.getByRole("row").filter({ hasText: "Transfer" })).toContainText("€60");
  expect((await api.get<{ total: number }>(`/admin/reservations/${id}`)).total).toBe(166_000);
  await expect(page.getByText("€1.660,00").first()).toBeVisible();

  await panel.getByRole("button", { name: "Transfer: kaldır" }).click();
  await page
    .getByRole("dialog", { name: "Ekstrayı kaldır" })
    .getByRole("button", { name: "Kaldır", exact: true })
    .click();
  await expect(page.getByText("Ekstra kaldırıldı; tutarlar güncellendi.")).toBeVisible();
  await expect(panel.getByRole("cell", { name: /Transfer/ })).toHaveCount(0);
  expect((await api.get<{ total: number }>(`/admin/reservations/${id}`)).total).toBe(160_000);
});

test("an OWNER manages discounts of their own boats only and cannot make a global one", async ({ page, request }) => {
  const admin = apiAs(request, await tokenFor(request));
  const owner = await createOwner(admin);
  const own = await createBoat(admin, { owner_id: owner.id, name: `Sahibin İndirimli Teknesi ${owner.id}` });
  const other = await createBoat(admin, { name: `Başkasının İndirimli Teknesi ${owner.id}` });
  const rule = { kind: "last_minute", threshold_days: 10, valid_from: dayFromNow(0), valid_to: dayFromNow(90) };
  await admin.post("/admin/discounts", { ...rule, boat_id: other.id, percent: 7 });

  await loginAs(page, owner);
  await page.goto("/dashboard/discounts");
  const table = page.getByRole("table", { name: "İndirimler" });
  await expect(page.getByText("Henüz indirim yok.")).toBeVisible();
  await expect(table.getByText(other.name)).toHaveCount(0);

  await page.getByRole("button", { name: "Yeni indirim" }).click();
  const dialog = page.getByRole("dialog", { name: "Yeni indirim" });
  const boatSelect = dialog.getByLabel("Tekne");
  await expect(boatSelect.getByRole("option", { name: own.name })).toHaveCount(1);
  await expect(boatSelect.getByRole("option", { name: "Tüm tekneler" })).toHaveCount(0);
  await expect(boatSelect.getByRole("option", { name: other.name })).toHaveCount(0);
  await boatSelect.selectOption({ label: own.name });
  await dialog.getByLabel("Tür").selectOption({ label: "Son dakika" });
  await dialog.getByLabel("İndirim (%)").fill("8");
  await dialog.getByLabel("Girişe en fazla kaç gün kala").fill("10");
  await dialog.getByLabel("Geçerlilik bitişi").fill(dayFromNow(90));
  await dialog.getByRole("button", { name: "Kaydet" }).click();
  await expect(page.getByText("İndirim kaydedildi.")).toBeVisible();
  const row = table.getByRole("row").filter({ hasText: own.name });
  await expect(row).toContainText("Son dakika");
  await expect(row).toContainText("Girişe en fazla 10 gün kala yapılan rezervasyonlar");
  await expect(table.getByText(other.name)).toHaveCount(0);
});
