import { readFile } from "node:fs/promises";
import { addDays } from "../../src/lib/dates";
import { formatDayTr } from "../../src/lib/turkish-calendar";
import { isoWeekOf, mondayOf } from "../../src/lib/iso-weeks";
import { expectAccessible } from "./support/axe";
import { expect, test } from "./support/test";
import { apiAs, createBoat, signInAsAdmin, tokenFor } from "./support/dashboard";

/** Today in Türkiye, the server's calendar. */
const istanbulToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Istanbul" }).format(new Date());

test("the departures list shows a departure made through the API, prints alone and moves by keyboard", async ({
  page,
  request,
}) => {
  const admin = apiAs(request, await tokenFor(request));
  const boat = await createBoat(admin, { name: `Kalkış Teknesi ${Date.now().toString(36)}` });
  const today = istanbulToday();
  const guest = `Kalkış Misafiri ${boat.id}`;
  const reservation = await admin.post<{ id: number; code: string }>("/admin/reservations", {
    boat_id: boat.id,
    start_date: today,
    end_date: addDays(today, 3),
    guests: 3,
    customer_name: guest,
    customer_email: `kalkis-${boat.id}@example.com`,
    customer_phone: "+90 532 444 55 66",
    status: "confirmed",
    total: 500_000,
    currency: "TRY",
    send_mail: false,
  });

  await signInAsAdmin(page);
  await page.goto("/dashboard");
  await page
    .getByRole("navigation", { name: "Yönetim menüsü" })
    .getByRole("button", { name: "Rezervasyon Yönetimi" })
    .click();
  await page.getByRole("link", { name: "Çıkışlar ve Dönüşler" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Çıkışlar ve Dönüşler" })).toBeVisible();
  const range = page.getByTestId("departures-range");
  await expect(range).toContainText(`${formatDayTr(today)} (bugün)`);

  const row = page.getByRole("row").filter({ hasText: guest });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Çıkış");
  await expect(row).toContainText(boat.name);
  await expect(row).toContainText("+90 532 444 55 66");
  await expect(row).toContainText("Onaylandı");
  // Nothing paid yet: the whole ₺5.000,00 is due.
  await expect(row).toContainText("₺5.000,00");
  await expect(row.getByRole("link", { name: reservation.code, exact: true })).toHaveAttribute(
    "href",
    `/dashboard/reservations/${reservation.id}`,
  );
  // The quay's check-in screen is one tap away from the row.
  await expect(row.getByRole("link", { name: `${reservation.code}: Check-in yap` })).toHaveAttribute(
    "href",
    `/dashboard/reservations/${reservation.id}/check-in`,
  );
  await page.waitForLoadState("networkidle");
  await expectAccessible(page, "/dashboard/departures");

  // Printed: the list alone, without the menu, the header and the controls.
  const print = page.getByRole("button", { name: "Yazdır" });
  await expect(print).toBeVisible();
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("navigation", { name: "Yönetim menüsü" })).toBeHidden();
  await expect(print).toBeHidden();
  await expect(page.getByRole("button", { name: "Sonraki gün" })).toBeHidden();
  await expect(row).toBeVisible();
  await page.emulateMedia({ media: "screen" });
  await expect(print).toBeVisible();

  // Keyboard only: Enter on "Sonraki gün" three times reaches the return day, Shift+Tab and Enter go back one.
  const next = page.getByRole("button", { name: "Sonraki gün" });
  await next.focus();
  for (let n = 1; n <= 3; n++) {
    await page.keyboard.press("Enter");
    await expect(range).toContainText(formatDayTr(addDays(today, n)));
  }
  await expect(next).toBeFocused();
  const back = page.getByRole("row").filter({ hasText: guest });
  await expect(back).toContainText("Dönüş");
  await page.keyboard.press("Shift+Tab");
  await expect(page.getByRole("button", { name: "Önceki gün" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(range).toContainText(formatDayTr(addDays(today, 2)));
  await expect(page.getByRole("row").filter({ hasText: guest })).toHaveCount(0);
  // The day shown is in the address: a reload keeps it.
  await expect(page).toHaveURL(new RegExp(`\\?day=${addDays(today, 2)}$`));
  await page.reload();
  await expect(range).toContainText(formatDayTr(addDays(today, 2)));

  // The week of today lists the departure too; "Bugün" comes back to today's week.
  await page.getByRole("button", { name: "Hafta" }).click();
  await expect(range).toContainText("hafta");
  await page.getByRole("button", { name: "Bugün" }).click();
  await expect(range).toContainText(formatDayTr(mondayOf(today)));
  await expect(page.getByRole("row").filter({ hasText: guest }).first()).toContainText("Çıkış");

  // The week shown, as a PDF.
  const [answer, download] = await Promise.all([
    page.waitForResponse((res) => new URL(res.url()).pathname === "/v1/admin/departures.pdf"),
    page.waitForEvent("download"),
    page.getByRole("button", { name: "PDF indir" }).click(),
  ]);
  expect(answer.status()).toBe(200);
  expect(new URL(answer.url()).searchParams.get("week")).toBe(isoWeekOf(today));
  expect(download.suggestedFilename()).toBe(`cikislar-donusler-${isoWeekOf(today)}.pdf`);
  const bytes = await readFile((await download.path()) as string);
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  await expect(page.getByText("PDF indirildi.")).toBeVisible();
});
