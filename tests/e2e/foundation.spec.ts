import { expect, test } from "./support/test";
import { loginAsAdmin } from "./support/admin";

test("the home page is Turkish and lists boats from the database", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "tr");
  await expect(page.locator('a[href^="/boat/"]').first()).toBeVisible();
});

test("the admin logs in through the dashboard login", async ({ page }) => {
  await loginAsAdmin(page);
  await expect(page.getByText("Admin Paneli").first()).toBeVisible();
});

test("a wrong password shows the spec's failure toast with the server message", async ({ page }) => {
  await page.goto("/dashboard/login");
  await page.getByLabel("E-posta").fill("admin@e2e.test");
  await page.getByLabel("Şifre").fill("yanlis-parola");
  await page.getByRole("button", { name: "Giriş Yap" }).click();
  await expect(page.getByText("Bir hata meydana geldi. Err: E-posta adresi veya şifre hatalı.")).toBeVisible();
});

test("dashboard pages are not indexed", async ({ page }) => {
  await page.goto("/dashboard/login");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
});
