import { expect, test } from "./support/test";
import { expectAccessible } from "./support/axe";
import {
  apiAs,
  createBoat,
  createWebsiteReservation,
  dayFromNow,
  reservationIdByCode,
  signInAsAdmin,
  tokenFor,
} from "./support/dashboard";

test("users: create with Turkish field errors, then deactivate and reactivate with confirmation", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/dashboard/users");
  await expect(page.getByRole("table", { name: "Kullanıcılar" }).getByRole("row").nth(1)).toBeVisible();
  await page.getByRole("button", { name: "Yeni kullanıcı" }).click();
  const dialog = page.getByRole("dialog", { name: "Yeni kullanıcı" });
  await dialog.getByLabel("E-posta").fill("gecersiz");
  await dialog.getByLabel("Şifre").fill("kisa");
  await dialog.getByRole("button", { name: "Kaydet" }).click();
  await expect(dialog.getByText("Geçerli bir e-posta adresi girin.")).toBeVisible();
  await expect(dialog.getByText("Şifre en az 12 karakter olmalı.")).toBeVisible();
  await expect(dialog.getByText("Ad zorunludur.", { exact: true })).toBeVisible();
  const email = `kaptan-${Date.now().toString(36)}@e2e.test`;
  await dialog.getByLabel("Ad", { exact: true }).fill("Kaptan");
  await dialog.getByLabel("Soyad").fill("Yılmaz");
  await dialog.getByLabel("E-posta").fill(email);
  await dialog.getByLabel("Şifre").fill("Lacivert-Kumsal-Fener-91");
  await dialog.getByLabel("Rol").selectOption("OWNER");
  await dialog.getByRole("button", { name: "Kaydet" }).click();
  await expect(page.getByText("Kullanıcı oluşturuldu.")).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row.getByText("Tekne sahibi")).toBeVisible();
  await row.getByRole("button", { name: /devre dışı bırak/ }).click();
  const confirm = page.getByRole("dialog", { name: "Kullanıcıyı devre dışı bırak" });
  await expect(confirm.getByRole("button", { name: "Vazgeç" })).toBeFocused();
  await confirm.getByRole("button", { name: "Devre dışı bırak" }).click();
  await expect(page.getByText("Kullanıcı devre dışı bırakıldı.")).toBeVisible();
  await expect(row.getByText("Pasif")).toBeVisible();
  const login = await page.request.post("/v1/auth/login", { data: { email, password: "Lacivert-Kumsal-Fener-91" } });
  expect(login.status()).toBe(401);
  await row.getByRole("button", { name: /etkinleştir/ }).click();
  await page
    .getByRole("dialog", { name: "Kullanıcıyı etkinleştir" })
    .getByRole("button", { name: "Etkinleştir" })
    .click();
  await expect(row.getByText("Aktif")).toBeVisible();
});

test("manual closings: create, filter, edit, cancel; the occupancy grid shows them and links through", async ({
  page,
  request,
}) => {
  const api = apiAs(request, await tokenFor(request));
  const boat = await createBoat(api);
  // Inside the current month, so the occupancy grid opens on it.
  const today = new Date().toISOString().slice(0, 10);
  const month = today.slice(0, 7);
  const start = `${month}-${today.slice(8) >= "25" ? "26" : "25"}`;
  const end = `${month}-27`;

  await signInAsAdmin(page);
  await page.goto("/dashboard/external");
  await page.getByRole("button", { name: "Yeni kapatma" }).click();
  const dialog = page.getByRole("dialog", { name: "Yeni manuel kapatma" });
  await dialog.getByRole("button", { name: "Kaydet" }).click();
  await expect(dialog.getByText("Tekne seçilmelidir.")).toBeVisible();
  await expect(dialog.getByText("Başlık zorunludur.")).toBeVisible();
  await dialog.getByLabel("Tekne").selectOption(String(boat.id));
  await dialog.getByLabel("Başlangıç", { exact: true }).fill(start);
  await dialog.getByLabel("Bitiş (bu gün hariç)").fill(end);
  await dialog.getByLabel("Başlık").fill("Başka acente rezervasyonu");
  await dialog.getByRole("button", { name: "Kaydet" }).click();
  await expect(page.getByText("Manuel kapatma kaydedildi.")).toBeVisible();

  await page.getByLabel("Tekne").selectOption(String(boat.id));
  await page.getByRole("button", { name: "Filtrele" }).click();
  const table = page.getByRole("table", { name: "Manuel kapatmalar" });
  await expect(table.getByRole("row")).toHaveCount(2);
  await table.getByRole("button", { name: "Başka acente rezervasyonu: düzenle" }).click();
  const edit = page.getByRole("dialog", { name: "Manuel kapatmayı düzenle" });
  await edit.getByLabel("Başlık").fill("Bakım");
  await edit.getByRole("button", { name: "Kaydet" }).click();
  await expect(table.getByText("Bakım")).toBeVisible();

  await page.goto("/dashboard/occupancy");
  const cell = page.getByRole("button", { name: new RegExp(`^${boat.name}, .*Manuel kapatma — Bakım$`) }).first();
  await expect(cell).toBeVisible();
  await expect(page.getByRole("list", { name: "Renk açıklaması" })).toContainText("Onaylı rezervasyon");
  await cell.click();
  await expect(page.getByRole("dialog", { name: "Manuel kapatmayı düzenle" })).toBeVisible();
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Sonraki ay" }).click();
  await page.getByRole("button", { name: "Önceki ay" }).click();
  await expect(cell).toBeVisible();

  await page.goto("/dashboard/external");
  await page.getByLabel("Tekne").selectOption(String(boat.id));
  await page.getByRole("button", { name: "Filtrele" }).click();
  await table.getByRole("button", { name: "Bakım: iptal et" }).click();
  await page
    .getByRole("dialog", { name: "Manuel kapatmayı iptal et" })
    .getByRole("button", { name: "İptal et" })
    .click();
  await expect(page.getByText("Manuel kapatma iptal edildi.")).toBeVisible();
  await expect(table.getByText("İptal edildi")).toBeVisible();
});

test("axe: no serious or critical violation on the dashboard pages of this area", async ({ page, request }) => {
  test.setTimeout(180_000);
  const api = apiAs(request, await tokenFor(request));
  const boat = await createBoat(api);
  await api.post("/admin/boats/price", {
    boat_id: boat.id,
    start_date: dayFromNow(500),
    end_date: dayFromNow(510),
    day_price: 40_000,
    currency: "EUR",
  });
  const { code } = await createWebsiteReservation(request, {
    boat_id: boat.id,
    start_date: dayFromNow(501),
    end_date: dayFromNow(504),
  });
  const reservationId = await reservationIdByCode(api, boat.id, code);

  await page.goto("/dashboard/login");
  await expectAccessible(page, "/dashboard/login");
  await signInAsAdmin(page);
  const paths = [
    "/dashboard",
    "/dashboard/users",
    "/dashboard/boats",
    "/dashboard/boats/new",
    `/dashboard/boats/${boat.id}`,
    "/dashboard/reservations",
    "/dashboard/reservations/new",
    `/dashboard/reservations/${reservationId}`,
    "/dashboard/external",
    "/dashboard/occupancy",
  ];
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expectAccessible(page, path);
  }
  // Each tab of the boat page and an open dialog.
  await page.goto(`/dashboard/boats/${boat.id}`);
  for (const tab of ["Fiyatlar", "Kapalı tarihler", "Görseller", "iCal", "Yorumlar"]) {
    await page.getByRole("tab", { name: tab }).click();
    await expectAccessible(page, `boat tab ${tab}`);
  }
  await page.getByRole("tab", { name: "Fiyatlar" }).click();
  await page.getByRole("button", { name: "Fiyat dönemi ekle" }).click();
  await expectAccessible(page, "price dialog");
});
