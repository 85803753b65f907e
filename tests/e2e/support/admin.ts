import { expect, type Page } from "@playwright/test";
import { E2E_ADMIN } from "../../../playwright.config";
import { loginAnswer } from "./admin-login";

/** Logs in through the real login form as the e2e admin (created from ADMIN_EMAIL/ADMIN_PASSWORD at start). */
export async function loginAsAdmin(page: Page, user: { email: string; password: string } = E2E_ADMIN) {
  await page.goto("/dashboard/login");
  await page.getByLabel("E-posta").fill(user.email);
  await page.getByLabel("Şifre").fill(user.password);
  await page.getByRole("button", { name: "Giriş Yap" }).click();
  await expect(page.getByText("Başarılı")).toBeVisible();
  await page.waitForURL("**/dashboard");
}

/** A token for API calls made by the test itself (arranging data). */
export async function adminToken(page: Page, user: { email: string; password: string } = E2E_ADMIN): Promise<string> {
  return (await loginAnswer(page.request, user)).accessToken;
}
