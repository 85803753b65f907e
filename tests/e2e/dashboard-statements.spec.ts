import { readFile } from "node:fs/promises";
import { expect, test } from "./support/test";
import {
  apiAs,
  createBoat,
  createWebsiteReservation,
  dayFromNow,
  loginAs,
  reservationIdByCode,
  signInAsAdmin,
  tokenFor,
} from "./support/dashboard";
import { unique } from "./support/names-and-toasts";

/** `€1.234,56`: the dashboard's money format. */
const eur = (minor: number) =>
  new Intl.NumberFormat("tr-TR", { style: "currency", currency: "EUR", minimumFractionDigits: 2 }).format(minor / 100);

test("ADMIN sets an owner's commission; the owner opens their statement for the month and downloads the PDF", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const admin = apiAs(request, await tokenFor(request));
  const tag = unique();
  const owner = {
    email: `sukru-${tag}@e2e.test`,
    password: "Mercan-Pusula-Incir-64",
    role: "OWNER",
    first_name: "Şükrü",
    last_name: `Güneş ${tag}`,
  };
  const { id: ownerId } = await admin.post<{ id: number }>("/admin/users", owner);
  const ownerName = `${owner.first_name} ${owner.last_name}`;
  const boat = await createBoat(admin, { owner_id: ownerId, name: `Yıldız Gülü ${tag}` });
  const start = dayFromNow(200);
  await admin.post("/admin/boats/price", {
    boat_id: boat.id,
    start_date: dayFromNow(190),
    end_date: dayFromNow(220),
    day_price: 33_333,
    currency: "EUR",
  });

  // ADMIN: "Komisyon oranları" on the statements screen.
  await signInAsAdmin(page);
  await page.goto("/dashboard/statements");
  await expect(page.getByRole("heading", { name: "Hesap Dökümü", level: 1 })).toBeVisible();
  await expect(page.getByText("Hesap dökümünü görmek için bir tekne sahibi seçin.")).toBeVisible();
  const rates = page.getByRole("table", { name: "Komisyon oranları" });
  const row = rates.getByRole("row").filter({ hasText: ownerName });
  await expect(row).toContainText("Girilmemiş (%0)");
  await row.getByRole("button", { name: `${ownerName} oranlarını düzenle` }).click();
  const dialog = page.getByRole("dialog", { name: `Komisyon oranları: ${ownerName}` });
  await dialog.getByLabel("Tekne sahibinin oranı (%)").fill("12,5");
  await dialog.getByRole("button", { name: "Kaydet" }).click();
  await expect(page.getByText("Kaydedildi.")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText("%12,50");

  // A website booking of the owner's boat, confirmed by its deposit: the 12,5 % is frozen on it.
  const booked = await createWebsiteReservation(request, {
    boat_id: boat.id,
    start_date: start,
    end_date: dayFromNow(203),
    customer_name: "Elif Şahin",
  });
  expect(booked.total).toBe(99_999); // 3 days × €333,33
  await admin.post("/admin/transactions", {
    reservation_id: await reservationIdByCode(admin, boat.id, booked.code),
    kind: "deposit",
    method: "bank_transfer",
    amount: booked.deposit,
  });
  const commission = 12_500; // 99.999 × 12,5 % = 12.499,875 → 12.500
  const net = 99_999 - commission;

  // The owner, in a session of their own.
  const context = await browser.newContext();
  const ownerPage = await context.newPage();
  await loginAs(ownerPage, owner);
  await ownerPage
    .getByRole("navigation", { name: "Yönetim menüsü" })
    .getByRole("link", { name: "Hesap Dökümü" })
    .click();
  await ownerPage.waitForURL("**/dashboard/statements");
  await expect(ownerPage.getByLabel("Tekne sahibi")).toHaveCount(0);
  await expect(ownerPage.getByRole("table", { name: "Komisyon oranları" })).toHaveCount(0);
  await ownerPage.getByLabel("Ay", { exact: true }).fill(start.slice(0, 7));
  const statement = ownerPage.getByRole("table", { name: /^Hesap dökümü/ });
  const line = statement.getByRole("row").filter({ hasText: booked.code });
  await expect(line).toContainText(boat.name);
  await expect(line).toContainText(eur(99_999));
  await expect(line).toContainText("%12,50");
  await expect(line).toContainText(eur(commission));
  await expect(line).toContainText(eur(net));
  await expect(line).not.toContainText("Elif Şahin"); // no guest details
  const totals = ownerPage.getByTestId("statement-total-EUR");
  await expect(totals).toContainText("1 rezervasyon");
  await expect(totals).toContainText(eur(net));
  await expect(ownerPage.getByRole("heading", { name: new RegExp(`^${ownerName}`) })).toBeVisible();

  const [answer, download] = await Promise.all([
    ownerPage.waitForResponse((res) => new URL(res.url()).pathname === "/v1/admin/statements.pdf"),
    ownerPage.waitForEvent("download"),
    ownerPage.getByRole("button", { name: "PDF indir" }).click(),
  ]);
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toBe("application/pdf");
  expect(answer.headers()["content-disposition"]).toContain(`hesap-dokumu-sukru-gunes-${tag}-${start.slice(0, 7)}.pdf`);
  expect(download.suggestedFilename()).toMatch(/^hesap-dokumu-sukru-gunes-.+\.pdf$/);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  await expect(ownerPage.getByText("PDF indirildi.")).toBeVisible();

  // On a phone the table scrolls inside its frame; the page itself does not get wider than the screen.
  await ownerPage.setViewportSize({ width: 375, height: 800 });
  await expect(line).toBeVisible();
  const overflow = await ownerPage.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await context.close();
});

test("an owner's statement of a month without stays says so, and the downloads wait for data", async ({
  page,
  request,
}) => {
  const admin = apiAs(request, await tokenFor(request));
  const { id } = await admin.post<{ id: number }>("/admin/users", {
    email: `bos-${unique()}@e2e.test`,
    password: "Mercan-Pusula-Incir-64",
    role: "OWNER",
    first_name: "Boş",
    last_name: "Ay",
  });
  await signInAsAdmin(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/dashboard/statements");
  await expect(page.getByRole("button", { name: "PDF indir" })).toBeDisabled();
  await page.getByLabel("Tekne sahibi").selectOption(String(id));
  await expect(page.getByText("Bu ay için hesap dökümüne giren rezervasyon yok.")).toBeVisible();
  await expect(page.getByRole("button", { name: "CSV indir" })).toBeEnabled();
  // Nothing wider than the phone's screen but the table's own scroller.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
