import { expect, test } from "./support/test";
import {
  apiAs,
  createBoat,
  createOwner,
  createWebsiteReservation,
  dayFromNow,
  loginAs,
  menuHrefs,
  SESSION_KEY,
  tokenFor,
} from "./support/dashboard";

test("an OWNER sees their menu items and only their own boats and reservations; a 403 or 401 read ends the session", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = apiAs(request, await tokenFor(request));
  const owner = await createOwner(admin);
  const own = await createBoat(admin, { owner_id: owner.id, name: `Sahibin Teknesi ${owner.id}` });
  const other = await createBoat(admin, { name: `Başkasının Teknesi ${owner.id}` });
  for (const boat of [own, other])
    await admin.post("/admin/boats/price", {
      boat_id: boat.id,
      start_date: dayFromNow(400),
      end_date: dayFromNow(420),
      day_price: 40_000,
      currency: "EUR",
    });
  await createWebsiteReservation(request, {
    boat_id: own.id,
    start_date: dayFromNow(401),
    end_date: dayFromNow(404),
    customer_name: "Sahibin Müşterisi",
  });
  await createWebsiteReservation(request, {
    boat_id: other.id,
    start_date: dayFromNow(401),
    end_date: dayFromNow(404),
    customer_name: "Başka Müşteri",
  });

  await loginAs(page, owner);
  await expect(page.getByText("Hoş geldiniz, Deniz Sahibi")).toBeVisible();
  expect(await menuHrefs(page)).toEqual([
    "/dashboard",
    "/dashboard/boats",
    "/dashboard/discounts",
    "/dashboard/reservations",
    "/dashboard/departures",
    "/dashboard/requests",
    "/dashboard/transactions",
    "/dashboard/contact",
    "/dashboard/statements",
    "/dashboard/reports",
  ]);

  await page.getByRole("link", { name: "Tekneler" }).click();
  const boats = page.getByRole("table", { name: "Tekneler" });
  await expect(boats.getByRole("row")).toHaveCount(2);
  await expect(boats.getByRole("link", { name: own.name })).toBeVisible();
  await expect(boats.getByText(other.name)).toHaveCount(0);
  await expect(boats.getByRole("columnheader", { name: "Sahibi" })).toHaveCount(0);
  await expect(boats.getByRole("switch", { name: /Popüler/ })).toHaveCount(0);
  await boats.getByRole("link", { name: own.name }).click();
  await expect(page.getByRole("heading", { level: 1, name: own.name })).toBeVisible();
  await expect(page.getByLabel("Tekne sahibi")).toHaveCount(0);

  await page
    .getByRole("navigation", { name: "Yönetim menüsü" })
    .getByRole("link", { name: /^Rezervasyonlar/ })
    .click();
  const reservations = page.getByRole("table", { name: "Rezervasyonlar" });
  await expect(reservations.getByText("Sahibin Müşterisi")).toBeVisible();
  await expect(reservations.getByText("Başka Müşteri")).toHaveCount(0);
  for (const row of await reservations.getByRole("row").all()) {
    const text = await row.textContent();
    if (text?.includes("Kod")) continue;
    expect(text).toContain(own.name);
  }

  // The server refuses an ADMIN area to the OWNER's token…
  const ownerToken = await page.evaluate((key) => JSON.parse(localStorage.getItem(key)!).token as string, SESSION_KEY);
  const refused = await request.get("/v1/admin/users", { headers: { authorization: `Bearer ${ownerToken}` } });
  expect(refused.status()).toBe(403);
  // …and a 403 to a read in the dashboard clears the stored session and reloads: back to the login.
  await page.route(
    "**/v1/admin/boats?*",
    (route) =>
      route.fulfill({
        status: 403,
        contentType: "application/json",
        body: '{"content":"Bu işlem için yetkiniz yok.","code":"FORBIDDEN"}',
      }),
    { times: 1 },
  );
  // The 401 may clear the session and reload while this navigation is still loading (net::ERR_ABORTED).
  await page.goto("/dashboard/boats").catch(() => undefined);
  await expect(page).toHaveURL(/\/dashboard\/login$/);
  expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeNull();

  // An ADMIN page opened by an OWNER ends the session the same way.
  await loginAs(page, owner);
  await page.goto("/dashboard/users");
  await expect(page).toHaveURL(/\/dashboard\/login$/);
  expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeNull();

  // A real 401 from the server: the OWNER is deactivated while signed in; their next read ends the session.
  await loginAs(page, owner);
  await admin.patch("/admin/users/activity", { id: owner.id, active: false });
  // The next read (the boats list here; the menu's counts may get there first) answers 401.
  // The 401 may clear the session and reload while this navigation is still loading (net::ERR_ABORTED).
  await page.goto("/dashboard/boats").catch(() => undefined);
  await expect(page).toHaveURL(/\/dashboard\/login$/);
  expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeNull();
});
