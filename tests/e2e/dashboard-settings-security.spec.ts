import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./support/test";
import { generate } from "otplib";
import { expectAccessible } from "./support/axe";
import { apiAs, signInAsAdmin, tokenFor } from "./support/dashboard";
import { apiLogin, useStoredSession } from "./support/dashboard-session";
import { toast, unique } from "./support/names-and-toasts";
import { expectFitsPhone, holdNextCall } from "./support/settings-screens";

const REQUIRED = "Tüm yöneticiler için iki adımlı doğrulama (TOTP) zorunlu";

async function newAdmin(request: APIRequestContext, name: string) {
  const admin = apiAs(request, await tokenFor(request));
  const user = { email: `guvenlik-${unique()}@e2e.test`, password: "Kaptan-Rota-7731-Deniz" };
  await admin.post("/admin/users", { ...user, role: "ADMIN", first_name: name, last_name: "Yönetici" });
  return user;
}

test("security: requiring TOTP for every ADMIN is saved from the keyboard, refuses turning TOTP off and makes a new ADMIN enrol at sign-in", async ({
  page,
  browser,
  request,
}) => {
  test.slow(); // two extra staff sign in (argon2 each) and one enrols
  const api = apiAs(request, await tokenFor(request));
  const original = await api.get<{ require_admin_totp: string }>("/admin/settings/security");
  expect(original.require_admin_totp).toBe("0"); // every other spec signs ADMINs in with the password alone

  // An ADMIN with TOTP, its account page open while the requirement is still off: it offers to turn TOTP off.
  const enrolled = await newAdmin(request, "Selin");
  const signedIn = await apiLogin(request, enrolled);
  const own = apiAs(request, signedIn.token);
  const { secret } = await own.post<{ secret: string }>("/admin/me/totp/enrol");
  await own.post("/admin/me/totp/confirm", { code: await generate({ secret }) });
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await useStoredSession(other, signedIn.session);
  await other.goto("/dashboard/account/security");
  await expect(other.getByRole("form", { name: "İki adımlı doğrulamayı kapat" })).toBeVisible();

  const newcomer = await newAdmin(request, "Kerem");
  try {
    await signInAsAdmin(page);
    const release = await holdNextCall(page, "/admin/settings/security");
    await page.goto("/dashboard/settings/security");
    await expect(page.getByRole("heading", { level: 1, name: "Güvenlik" })).toBeVisible();
    await expect(page.getByRole("status", { name: "Yükleniyor" })).toBeVisible();
    release();
    const required = page.getByRole("checkbox", { name: REQUIRED });
    await expect(required).not.toBeChecked();
    await expect(required).toHaveAccessibleDescription(/kuranlar kapatamaz/);
    await expectAccessible(page, "/dashboard/settings/security");

    // From the keyboard: Space ticks the box, Tab reaches "Kaydet", Enter saves; the focus stays on the button.
    await required.focus();
    await page.keyboard.press("Space");
    await expect(required).toBeChecked();
    await page.keyboard.press("Tab");
    const save = page.getByRole("button", { name: "Kaydet" });
    await expect(save).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(toast(page, "Ayarlar kaydedildi.")).toBeVisible();
    await expect(save).toBeFocused();
    await page.reload();
    await expect(page.getByRole("checkbox", { name: REQUIRED })).toBeChecked();

    // In effect: the ADMIN who had TOTP may no longer turn it off (refused in Turkish)…
    await other.getByLabel("Mevcut şifreniz").fill(enrolled.password);
    await other.getByRole("button", { name: "İki adımlı doğrulamayı kapat" }).click();
    await expect(
      other.getByRole("alert").filter({ hasText: "Yöneticiler için iki adımlı doğrulama zorunlu; kapatılamaz." }),
    ).toBeVisible();
    await other.reload();
    await expect(other.getByText("Yöneticiler için zorunlu olduğundan kapatılamaz.")).toBeVisible();
    await expect(other.getByRole("form", { name: "İki adımlı doğrulamayı kapat" })).toHaveCount(0);

    // …and an ADMIN without it sets it up while signing in, before reaching the panel.
    await other.evaluate(() => localStorage.clear());
    await other.goto("/dashboard/login");
    await other.getByLabel("E-posta").fill(newcomer.email);
    await other.getByLabel("Şifre").fill(newcomer.password);
    await other.getByRole("button", { name: "Giriş Yap" }).click();
    await expect(other.getByRole("heading", { name: "İki adımlı doğrulamayı kurun" })).toBeVisible();
    const shown = ((await other.getByRole("definition").first().textContent()) ?? "").replace(/\s/g, "");
    await other.getByLabel("Doğrulama kodu").fill(await generate({ secret: shown }));
    await other.getByRole("button", { name: "Onayla" }).click();
    await expect(other.getByRole("list", { name: "Kurtarma kodları" }).getByRole("listitem")).toHaveCount(10);
    await other.getByLabel("Kodları kaydettim").check();
    await other.getByRole("button", { name: "Tamam" }).click();
    await expect(other.getByText("Admin Paneli")).toBeVisible();

    // Turned off again the same way; the phone layout holds.
    await page.getByRole("checkbox", { name: REQUIRED }).uncheck();
    await page.getByRole("button", { name: "Kaydet" }).click();
    await expect(toast(page, "Ayarlar kaydedildi.")).toBeVisible();
    expect((await api.get<typeof original>("/admin/settings/security")).require_admin_totp).toBe("0");
    await expectFitsPhone(page);
    await expect(page.getByRole("checkbox", { name: REQUIRED })).not.toBeChecked();
  } finally {
    await api.put("/admin/security/edit", { require_admin_totp: false });
    await otherContext.close();
  }
});
