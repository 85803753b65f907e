import { readFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { formatMonthTr } from "../../src/lib/turkish-calendar";
import { expect, test } from "./support/test";
import {
  apiAs,
  createBoat,
  createOwner,
  createWebsiteReservation,
  loginAs,
  signInAsAdmin,
  tokenFor,
} from "./support/dashboard";

/** Today in Türkiye, the server's calendar. */
const istanbulToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Istanbul" }).format(new Date());
/** The first day of the month `n` months after this one (in Türkiye), as YYYY-MM-DD. */
function monthStart(n: number) {
  const [y, m] = istanbulToday().split("-").map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + n, 1));
  return d.toISOString().slice(0, 10);
}
const on = (first: string, day: number) => `${first.slice(0, 8)}${String(day).padStart(2, "0")}`;
const daysIn = (first: string) => {
  const [y, m] = first.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
};

/** The cells of the table row whose header is `rowHeader`, as text. */
async function rowOf(table: Locator, rowHeader: string) {
  const row = table
    .getByRole("row")
    .filter({ has: table.page().getByRole("rowheader", { name: rowHeader, exact: true }) });
  await expect(row).toHaveCount(1);
  return row.locator("th, td").allInnerTexts();
}

async function choosePeriod(page: Page, month: string, boat?: string) {
  const form = page.getByRole("form", { name: "Rapor dönemi" });
  await form.getByLabel("Başlangıç ayı").fill(month);
  await form.getByLabel("Bitiş ayı").fill(month);
  if (boat) await form.getByLabel("Tekne").selectOption({ label: boat });
  await form.getByRole("button", { name: "Filtrele" }).click();
}

test("a report's figures match a seeded month worked out by hand, and an owner sees only their own boats", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = apiAs(request, await tokenFor(request));
  const owner = await createOwner(admin);
  const own = await createBoat(admin, { owner_id: owner.id, name: `Rapor Teknesi ${owner.id}` });
  const other = await createBoat(admin, { name: `Başka Rapor Teknesi ${owner.id}` });

  // The month after next: M. Prices: ₺1.000,00 a night on the owner's boat.
  const M = monthStart(2);
  const month = M.slice(0, 7);
  await admin.post("/admin/boats/price", {
    boat_id: own.id,
    start_date: M,
    end_date: monthStart(3),
    day_price: 100_000,
    currency: "TRY",
  });
  // Site: 3 nights at ₺1.000,00 = ₺3.000,00, confirmed by the office.
  const booked = await createWebsiteReservation(request, { boat_id: own.id, start_date: on(M, 3), end_date: on(M, 6) });
  expect(booked.total).toBe(300_000);
  const site = await admin.get<{ id: number }>(`/admin/reservationfromplatoid?platoReservationId=${booked.code}`);
  await admin.put(`/admin/reservations/${site.id}`, { status: "confirmed" });
  // Office: 4 nights at an agreed ₺2.500,00, confirmed.
  const customer = {
    guests: 2,
    customer_name: "Ofis Müşterisi",
    customer_email: "ofis@example.com",
    customer_phone: "+90 532 111 22 33",
    send_mail: false,
  };
  await admin.post("/admin/reservations", {
    ...customer,
    boat_id: own.id,
    start_date: on(M, 10),
    end_date: on(M, 14),
    status: "confirmed",
    total: 250_000,
    currency: "TRY",
  });
  // Office: an option, then cancelled: no nights, no revenue, one cancellation out of three.
  const cancelled = await admin.post<{ id: number }>("/admin/reservations", {
    ...customer,
    boat_id: own.id,
    start_date: on(M, 20),
    end_date: on(M, 22),
    status: "option",
    total: 90_000,
    currency: "TRY",
  });
  await admin.put(`/admin/reservations/${cancelled.id}`, { status: "cancelled" });
  // A manual closing of 2 nights.
  await admin.post("/admin/boats/date", { boat_id: own.id, start_date: on(M, 25), end_date: on(M, 27), note: "Bakım" });
  // Another owner's boat: 5 nights at ₺9.999,00, which the owner must never see.
  await admin.post("/admin/reservations", {
    ...customer,
    boat_id: other.id,
    start_date: on(M, 3),
    end_date: on(M, 8),
    status: "confirmed",
    total: 999_900,
    currency: "TRY",
  });

  // By hand: 7 reserved nights + 2 closed nights over the month's nights.
  const nights = daysIn(M);
  const monthLabel = formatMonthTr(month);
  const occupancy = `%${(Math.round((9 / nights) * 1000) / 10).toLocaleString("tr-TR")}`;

  await signInAsAdmin(page);
  await page.goto("/dashboard/reports");
  await expect(page.getByRole("heading", { level: 1, name: "Raporlar" })).toBeVisible();
  await choosePeriod(page, month, own.name);

  const occ = page.getByRole("table", { name: "Doluluk tablosu" });
  expect(await rowOf(occ, own.name)).toEqual([own.name, occupancy]);
  await expect(occ.getByRole("rowheader", { name: other.name })).toHaveCount(0);

  const revenue = page.getByRole("table", { name: "Aylık gelir tablosu" });
  expect(await rowOf(revenue, monthLabel)).toEqual([monthLabel, "₺3.000,00", "₺2.500,00", "₺5.500,00", "2", "7", "0"]);

  const sources = page.getByRole("table", { name: "Kaynaklara göre tablo" });
  expect(await rowOf(sources, "Site")).toEqual(["Site", "1", "3", "₺3.000,00"]);
  expect(await rowOf(sources, "Ofis")).toEqual(["Ofis", "1", "4", "₺2.500,00"]);

  const cancellations = page.getByRole("table", { name: "İptal oranı tablosu" });
  expect(await rowOf(cancellations, monthLabel)).toEqual([monthLabel, "3", "1", "%33,3"]);

  // The CSVs carry the same figures, and the nights behind the occupancy share: 7 reserved, 0 iCal, 2 closed.
  const csvOf = async (section: string) => {
    const download = page.waitForEvent("download");
    await page.getByRole("region", { name: section, exact: true }).getByRole("button", { name: "CSV indir" }).click();
    return readFileSync(await (await download).path(), "utf8");
  };
  expect(await csvOf("Aylık gelir")).toContain(`${month},"5500,00","3000,00","2500,00",2,7,0`);
  const share = String(Math.round((9 / nights) * 1000) / 10).replace(".", ",");
  expect(await csvOf("Doluluk")).toContain(
    `${own.name},${month},${nights},7,0,2,${share.includes(",") ? `"${share}"` : share}`,
  );

  // The owner, in their own browser: only their boat, the other boat's ₺9.999,00 nowhere.
  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  await loginAs(ownerPage, owner);
  // Their home: figures of their own boats only, none this month (everything above is two months ahead).
  await expect(ownerPage.getByRole("heading", { name: /doluluk oranı: %0$/ })).toBeVisible();
  await expect(ownerPage.getByText("Bu ay için onaylı rezervasyon yok.")).toBeVisible();
  await ownerPage.getByRole("navigation", { name: "Yönetim menüsü" }).getByRole("link", { name: "Raporlar" }).click();
  await expect(ownerPage.getByRole("heading", { level: 1, name: "Raporlar" })).toBeVisible();
  await choosePeriod(ownerPage, month);
  const ownerOcc = ownerPage.getByRole("table", { name: "Doluluk tablosu" });
  await expect(ownerOcc.getByRole("rowheader", { name: own.name })).toBeVisible();
  await expect(ownerOcc.getByRole("rowheader")).toHaveCount(1);
  const ownerRevenue = ownerPage.getByRole("table", { name: "Aylık gelir tablosu" });
  expect(await rowOf(ownerRevenue, monthLabel)).toEqual([
    monthLabel,
    "₺3.000,00",
    "₺2.500,00",
    "₺5.500,00",
    "2",
    "7",
    "0",
  ]);
  const ownerBoats = ownerPage.getByRole("table", { name: "Teknelere göre gelir tablosu" });
  await expect(ownerBoats.getByRole("rowheader")).toHaveCount(1);
  await expect(ownerPage.getByText(other.name)).toHaveCount(0);
  await expect(ownerPage.getByText("₺9.999,00")).toHaveCount(0);
  await ownerContext.close();
});
