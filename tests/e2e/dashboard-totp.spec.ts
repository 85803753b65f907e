import { expect, type Page, test } from "@playwright/test";
import { generate } from "otplib";
import { apiAs, tokenFor } from "./support/dashboard";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
/** The code of the next 30-second step: accepted (one step of tolerance) and newer than any code used before. */
const nextCode = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

async function passwordStep(page: Page, user: { email: string; password: string }) {
  await page.goto("/dashboard/login");
  await page.getByLabel("E-posta").fill(user.email);
  await page.getByLabel("Şifre").fill(user.password);
  await page.getByRole("button", { name: "Giriş Yap" }).click();
  await expect(page.getByRole("heading", { name: "İki adımlı doğrulama" })).toBeVisible();
}

async function expectSignedIn(page: Page) {
  await expect(page.getByText("Başarılı")).toBeVisible();
  await page.waitForURL("**/dashboard");
  await expect(page.getByText("Admin Paneli")).toBeVisible();
}

async function logout(page: Page) {
  await page.getByRole("button", { name: "Çıkış Yap" }).first().click();
  await page.waitForURL((url) => url.pathname === "/");
}

test("a staff member turns TOTP on, then signs in with a code and with a recovery code that works once", async ({
  page,
  request,
}) => {
  // A staff member of their own: the shared e2e admin must keep signing in with the password alone.
  const admin = apiAs(request, await tokenFor(request));
  const user = { email: `totp-${unique()}@e2e.test`, password: "Kaptan-Rota-7731-Deniz" };
  await admin.post("/admin/users", { ...user, role: "ADMIN", first_name: "Selin", last_name: "Doğrulayan" });

  await page.goto("/dashboard/login");
  await page.getByLabel("E-posta").fill(user.email);
  await page.getByLabel("Şifre").fill(user.password);
  await page.getByRole("button", { name: "Giriş Yap" }).click();
  await expectSignedIn(page);

  // Enrol from the account security screen.
  await page.getByRole("link", { name: "Hesap güvenliği" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Hesap güvenliği" })).toBeVisible();
  await expect(page.getByText("Kapalı", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "İki adımlı doğrulamayı aç" }).click();
  const qr = page.getByRole("img", { name: "Doğrulama uygulaması için QR kodu" });
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute("src")).toMatch(/^data:image\/png;base64,/);
  expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const shown = await page.getByRole("definition").first().textContent();
  const secret = (shown ?? "").replace(/\s/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);

  // A wrong first code is refused with a message; the right one turns TOTP on.
  await page.getByLabel("Doğrulama kodu").fill("000000");
  await page.getByRole("button", { name: "Onayla" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Doğrulama kodu hatalı" })).toBeVisible();
  await page.getByLabel("Doğrulama kodu").fill(await generate({ secret }));
  await page.getByRole("button", { name: "Onayla" }).click();

  const list = page.getByRole("list", { name: "Kurtarma kodları" });
  await expect(list).toBeVisible();
  const codes = (await list.getByRole("listitem").allTextContents()).map((c) => c.trim());
  expect(codes).toHaveLength(10);
  const done = page.getByRole("button", { name: "Tamam" });
  await expect(done).toBeDisabled();
  await page.getByLabel("Kodları kaydettim").check();
  await done.click();
  await expect(page.getByText("Açık", { exact: true })).toBeVisible();
  await expect(page.getByText("Kullanılmamış kurtarma kodu: 10")).toBeVisible();
  await logout(page);

  // The password alone is no longer enough: the code is asked, a wrong one is refused.
  await passwordStep(page, user);
  const code = page.getByLabel("Doğrulama kodu");
  await expect(code).toBeFocused();
  await code.fill("123456");
  await page.getByRole("button", { name: "Doğrula" }).click();
  await expect(page.getByRole("alert")).toHaveText("Doğrulama kodu hatalı.");
  await code.fill(await nextCode(secret));
  await page.keyboard.press("Enter");
  await expectSignedIn(page);
  await logout(page);

  // A recovery code signs in once.
  await passwordStep(page, user);
  await page.getByRole("button", { name: "Kurtarma kodu kullan" }).click();
  await page.getByLabel("Kurtarma kodu").fill(codes[0]!);
  await page.getByRole("button", { name: "Doğrula" }).click();
  await expectSignedIn(page);
  await logout(page);

  await passwordStep(page, user);
  await page.getByRole("button", { name: "Kurtarma kodu kullan" }).click();
  await page.getByLabel("Kurtarma kodu").fill(codes[0]!);
  await page.getByRole("button", { name: "Doğrula" }).click();
  await expect(page.getByRole("alert")).toHaveText("Doğrulama kodu hatalı.");
  await expect(page).toHaveURL(/\/dashboard\/login/);
  await page.getByLabel("Kurtarma kodu").fill(codes[1]!);
  await page.getByRole("button", { name: "Doğrula" }).click();
  await expectSignedIn(page);

  await page.getByRole("link", { name: "Hesap güvenliği" }).first().click();
  await expect(page.getByText("Kullanılmamış kurtarma kodu: 8")).toBeVisible();
});
