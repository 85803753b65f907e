import { expect, test } from "./support/test";
import { apiAs, createOwner, loginAs, SESSION_KEY, tokenFor } from "./support/dashboard";

const SCREENS = [
  { path: "security", save: { require_admin_totp: true } },
  { path: "passengers", save: { passenger_list_retention_days: 7 } },
  { path: "cancellation", save: { cancellation_tiers: [{ min_days: 0, charge: "percent", percent: 0 }] } },
] as const;

test("an OWNER reaches none of the security, passenger-list and cancellation settings: the menu, the page and the server refuse", async ({
  page,
  request,
}) => {
  test.slow(); // the OWNER signs in once per screen (argon2 each)
  const admin = apiAs(request, await tokenFor(request));
  const owner = await createOwner(admin);
  const before = await Promise.all(SCREENS.map((s) => admin.get(`/admin/settings/${s.path}`)));

  for (const screen of SCREENS) {
    await loginAs(page, owner);
    const menu = page.getByRole("navigation", { name: "Yönetim menüsü" });
    await expect(menu.getByRole("link", { name: "Tekneler" })).toBeVisible();
    await expect(menu.locator(`a[href="/dashboard/settings/${screen.path}"]`)).toHaveCount(0);
    const token = await page.evaluate((key) => JSON.parse(localStorage.getItem(key)!).token as string, SESSION_KEY);
    const headers = { authorization: `Bearer ${token}` };

    const read = await request.get(`/v1/admin/settings/${screen.path}`, { headers });
    expect(read.status()).toBe(403);
    expect(await read.json()).toMatchObject({ content: "Bu işlem için yetkiniz yok.", code: "FORBIDDEN" });
    const write = await request.put(`/v1/admin/${screen.path}/edit`, { headers, data: screen.save });
    expect(write.status()).toBe(403);

    // Opened by its address, the screen ends the OWNER's session like any ADMIN page: back to the login.
    await page.goto(`/dashboard/settings/${screen.path}`);
    await expect(page).toHaveURL(/\/dashboard\/login$/);
    expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeNull();
  }
  expect(await Promise.all(SCREENS.map((s) => admin.get(`/admin/settings/${s.path}`)))).toEqual(before);
});
