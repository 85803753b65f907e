import { expect, test } from "./support/test";
import { apiAs, createBoat, dayFromNow, loginAs, signInAsAdmin, tokenFor } from "./support/dashboard";
import { unique } from "./support/names-and-toasts";

test("an ADMIN deactivates a user whose session is open elsewhere: that session's next call is refused and it lands on the login", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = apiAs(request, await tokenFor(request));
  const lastName = `Kaptan ${unique()}`;
  const owner = {
    email: `devre-${unique()}@e2e.test`,
    password: "Mercan-Pusula-Incir-64",
    role: "OWNER",
    first_name: "Selin",
    last_name: lastName,
  };
  await admin.post("/admin/users", owner);

  // The owner works in a browser of their own.
  const elsewhere = await browser.newContext();
  const ownerPage = await elsewhere.newPage();
  await loginAs(ownerPage, owner);
  await ownerPage.getByRole("link", { name: "Tekneler" }).click();
  await expect(ownerPage.getByRole("heading", { level: 1, name: "Tekneler" })).toBeVisible();

  // The ADMIN edits the phone, then deactivates the owner, confirming first.
  await signInAsAdmin(page);
  await page.goto("/dashboard/users");
  const users = page.getByRole("table", { name: "Kullanıcılar" });
  const row = users.getByRole("row").filter({ hasText: lastName });
  await row.getByRole("button", { name: `Selin ${lastName}: düzenle` }).click();
  const edit = page.getByRole("dialog", { name: "Kullanıcıyı düzenle" });
  await edit.getByLabel("Telefon").fill("+90 532 000 12 34");
  await edit.getByRole("button", { name: "Kaydet" }).click();
  await expect(page.getByText("Kaydedildi.")).toBeVisible();
  await expect(row.getByText("+90 532 000 12 34")).toBeVisible();

  await row.getByRole("button", { name: `Selin ${lastName}: devre dışı bırak` }).click();
  const confirm = page.getByRole("dialog", { name: "Kullanıcıyı devre dışı bırak" });
  await expect(confirm).toContainText("hemen oturumu kapatılacak");
  await confirm.getByRole("button", { name: "Devre dışı bırak" }).click();
  await expect(page.getByText("Kullanıcı devre dışı bırakıldı.")).toBeVisible();
  await expect(row.getByText("Pasif", { exact: true })).toBeVisible();

  // The owner's very next call is refused, and their dashboard goes back to the login.
  const refused = ownerPage.waitForResponse((r) => r.url().includes("/v1/admin/") && r.status() === 401);
  await ownerPage
    .getByRole("navigation", { name: "Yönetim menüsü" })
    .getByRole("link", { name: /^Rezervasyonlar/ })
    .click();
  await refused;
  await expect(ownerPage).toHaveURL(/\/dashboard\/login$/);
  await expect(ownerPage.getByRole("button", { name: "Giriş Yap" })).toBeVisible();
  // And logging in again is refused too.
  await ownerPage.getByLabel("E-posta").fill(owner.email);
  await ownerPage.getByLabel("Şifre").fill(owner.password);
  await ownerPage.getByRole("button", { name: "Giriş Yap" }).click();
  await expect(ownerPage).toHaveURL(/\/dashboard\/login/);
  await elsewhere.close();
});

test("an ADMIN archives a boat: gone from /listing and the header search; restoring brings it back", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = apiAs(request, await tokenFor(request));
  // An unusual guest count keeps the listing to this test's boat.
  const guests = 400 + Math.floor(Math.random() * 90);
  const boat = await createBoat(admin, { name: `Arşiv Martısı ${unique()}`, guests });
  await admin.post("/admin/boats/price", {
    boat_id: boat.id,
    start_date: dayFromNow(30),
    end_date: dayFromNow(400),
    day_price: 40_000,
    currency: "EUR",
  });
  const cards = page.locator("[data-boat-card]");
  const headerSearch = async () => {
    await page.goto("/");
    const answered = page.waitForResponse((r) => r.url().includes("/v1/search/input") && r.ok());
    await page.getByRole("combobox", { name: "Tekne ara" }).fill(boat.name);
    // The answer to this very query has come.
    await answered;
    return page.getByRole("option", { name: boat.name, exact: true });
  };

  await page.goto(`/listing?guests=${guests}`);
  await expect(cards.filter({ hasText: boat.name })).toHaveCount(1);
  await expect(await headerSearch()).toBeVisible();

  await signInAsAdmin(page);
  await page.goto("/dashboard/boats");
  const filters = page.getByRole("form", { name: "Tekne filtreleri" });
  await filters.getByLabel("Tekne adı").fill(boat.name);
  await filters.getByRole("button", { name: "Filtrele" }).click();
  const table = page.getByRole("table", { name: "Tekneler" });
  await table.getByRole("button", { name: `${boat.name}: arşivle` }).click();
  const confirm = page.getByRole("dialog", { name: "Tekneyi arşivle" });
  await expect(confirm).toContainText("siteden ve aramadan hemen kaldırılacak");
  await confirm.getByRole("button", { name: "Arşivle" }).click();
  await expect(page.getByText(`${boat.name} arşivlendi.`)).toBeVisible();
  await expect(table.getByRole("link", { name: boat.name })).toHaveCount(0);

  await page.goto(`/listing?guests=${guests}`);
  await expect(page.getByTestId("result-count")).toHaveText("0");
  await expect(cards.filter({ hasText: boat.name })).toHaveCount(0);
  await expect(await headerSearch()).toHaveCount(0);
  expect((await request.get(`/boat/${boat.slug}`)).status()).toBe(404);

  // The "Arşiv" view shows it; restoring puts it back on the site.
  await page.goto("/dashboard/boats");
  await filters.getByLabel("Tekne adı").fill(boat.name);
  await filters.getByLabel("Görünüm").selectOption("true");
  await filters.getByRole("button", { name: "Filtrele" }).click();
  await expect(table.getByText("Arşivde", { exact: true })).toBeVisible();
  await table.getByRole("button", { name: `${boat.name}: arşivden çıkar` }).click();
  await page.getByRole("dialog", { name: "Arşivden çıkar" }).getByRole("button", { name: "Arşivden çıkar" }).click();
  await expect(page.getByText(`${boat.name} arşivden çıkarıldı.`)).toBeVisible();

  await page.goto(`/listing?guests=${guests}`);
  await expect(cards.filter({ hasText: boat.name })).toHaveCount(1);
  await expect(await headerSearch()).toBeVisible();
});

test("deactivating an owner who has boats offers to hand them to another owner first", async ({ page, request }) => {
  test.setTimeout(120_000);
  const admin = apiAs(request, await tokenFor(request));
  const tag = unique();
  const leaving = await admin.post<{ id: number }>("/admin/users", {
    email: `ayrilan-${tag}@e2e.test`,
    password: "Mercan-Pusula-Incir-64",
    role: "OWNER",
    first_name: "Ayrılan",
    last_name: `Sahip ${tag}`,
  });
  const taking = await admin.post<{ id: number }>("/admin/users", {
    email: `devralan-${tag}@e2e.test`,
    password: "Mercan-Pusula-Incir-64",
    role: "OWNER",
    first_name: "Devralan",
    last_name: `Sahip ${tag}`,
  });
  const boat = await createBoat(admin, { owner_id: leaving.id, name: `Devir Teknesi ${tag}` });

  await signInAsAdmin(page);
  await page.goto("/dashboard/users");
  const row = page
    .getByRole("table", { name: "Kullanıcılar" })
    .getByRole("row")
    .filter({ hasText: `Ayrılan Sahip ${tag}` });
  await row.getByRole("button", { name: `Ayrılan Sahip ${tag}: devre dışı bırak` }).click();
  const dialog = page.getByRole("dialog", { name: "Kullanıcıyı devre dışı bırak" });
  await expect(dialog).toContainText("1 teknesi var");
  await dialog.getByLabel("Yeni tekne sahibi").selectOption(String(taking.id));
  await dialog.getByRole("button", { name: "Devre dışı bırak" }).click();
  await expect(page.getByText("1 tekne devredildi.")).toBeVisible();
  await expect(page.getByText("Kullanıcı devre dışı bırakıldı.")).toBeVisible();
  await expect(row.getByText("Pasif", { exact: true })).toBeVisible();
  expect((await admin.get<{ owner_id: number }>(`/admin/boats/${boat.id}`)).owner_id).toBe(taking.id);
});
