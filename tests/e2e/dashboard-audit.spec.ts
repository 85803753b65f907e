import { loginAnswer } from "./support/admin-login";
import { apiAs, createBoat, createWebsiteReservation, dayFromNow, signInAsAdmin } from "./support/dashboard";
import { expect, test } from "./support/test";

test("an admin changes a boat's day price and finds it in the audit log with before and after", async ({
  page,
  request,
}) => {
  const login = await loginAnswer(request);
  const api = apiAs(request, login.accessToken);
  const adminName = `${login.user.UserDetail.firstName} ${login.user.UserDetail.lastName}`;
  const boat = await createBoat(api);
  const price = await api.post<{ id: number }>("/admin/boats/price", {
    boat_id: boat.id,
    start_date: dayFromNow(30),
    end_date: dayFromNow(60),
    day_price: 1_250_000,
    currency: "EUR",
  });

  // The change, through the boat's price periods.
  await signInAsAdmin(page);
  await page.goto(`/dashboard/boats/${boat.id}`);
  await page.getByRole("tab", { name: "Fiyatlar" }).click();
  await page
    .getByRole("table", { name: "Fiyat dönemleri" })
    .getByRole("button", { name: /dönemini düzenle/ })
    .click();
  const dialog = page.getByRole("dialog", { name: "Fiyat dönemini düzenle" });
  await dialog.getByLabel("Günlük fiyat").fill("13.750");
  await dialog.getByRole("button", { name: "Kaydet" }).click();
  await expect(page.getByText("Fiyat dönemi kaydedildi.")).toBeVisible();
  await expect(page.getByRole("table", { name: "Fiyat dönemleri" }).getByText("€13.750,00")).toBeVisible();

  // The audit log, from the menu, filtered to that price period.
  await page.getByRole("link", { name: "Değişiklik Kaydı" }).click();
  await page.waitForURL("**/dashboard/audit");
  await expect(page.getByRole("heading", { name: "Değişiklik Kaydı" })).toBeVisible();
  // How long rows are kept (decision 0065): the bookkeeping ten years and AUDIT_RETENTION_MONTHS' default.
  await expect(page.getByTestId("audit-retention")).toHaveText(
    "Saklama süresi: rezervasyon ve ödeme kayıtları yazıldıkları yılın sonundan itibaren 10 yıl (TTK), diğer kayıtlar 24 ay saklanır; süresi dolan kayıtlar kendiliğinden silinir.",
  );
  const filters = page.getByRole("form", { name: "Değişiklik kaydı filtreleri" });
  await filters.getByLabel("Kayıt türü").selectOption({ label: "Fiyat" });
  await filters.getByLabel("Kayıt no").fill(String(price.id));
  await filters.getByRole("button", { name: "Filtrele" }).click();

  const table = page.getByRole("table", { name: "Değişiklik kaydı" });
  const change = table.getByRole("row").filter({ hasText: "Değiştirildi" });
  await expect(change).toHaveCount(1);
  await expect(change).toContainText(`Fiyat #${price.id}`);
  await expect(change).toContainText(adminName);
  const field = change.locator('[data-field="day_price"]');
  await expect(field).toContainText("Günlük fiyat");
  await expect(field.locator("del")).toHaveText(/12\.500,00/);
  await expect(field.locator("ins")).toHaveText(/13\.750,00/);
  // The period's creation is there too, older, below the change.
  await expect(table.getByRole("row").filter({ hasText: "Eklendi" })).toHaveCount(1);
});

test("a reservation's screen shows its history: the booking, a staff change and a payment", async ({
  page,
  request,
}) => {
  const login = await loginAnswer(request);
  const api = apiAs(request, login.accessToken);
  const adminName = `${login.user.UserDetail.firstName} ${login.user.UserDetail.lastName}`;
  const boat = await createBoat(api);
  await api.post("/admin/boats/price", {
    boat_id: boat.id,
    start_date: dayFromNow(100),
    end_date: dayFromNow(130),
    day_price: 50_000,
    currency: "EUR",
  });
  const created = await createWebsiteReservation(request, {
    boat_id: boat.id,
    start_date: dayFromNow(110),
    end_date: dayFromNow(113),
  });
  const reservation = await api.get<{ id: number }>(`/admin/reservationfromplatoid?platoReservationId=${created.code}`);
  await api.put(`/admin/reservations/${reservation.id}`, { guests: 3 });
  await api.post("/admin/transactions", {
    reservation_id: reservation.id,
    kind: "deposit",
    method: "cash",
    amount: created.deposit,
  });

  await signInAsAdmin(page);
  await page.goto(`/dashboard/reservations/${reservation.id}`);
  const history = page.getByRole("region", { name: "Geçmiş" });
  await expect(history.getByRole("listitem").filter({ hasText: "Eklendi" })).toHaveCount(2); // booking, payment
  const change = history.getByRole("listitem").filter({ hasText: adminName }).filter({ hasText: "Misafir" });
  await expect(change.first().locator('[data-field="guests"] del')).toHaveText(/2/);
  await expect(change.first().locator('[data-field="guests"] ins')).toHaveText(/3/);
});
