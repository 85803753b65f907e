import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { E2E_ADMIN } from "../../playwright.config";
import { SESSION_STORAGE_KEY } from "../../src/features/dashboard/session/session";
import { apiAs, loginAs, tokenFor } from "./support/dashboard";
import { apiLogin } from "./support/dashboard-session";
import { resetLinkIn, waitForMail } from "./support/mailbox";
import { unique } from "./support/names-and-toasts";

// Two browsers, argon2 logins and a mail delivered by the outbox worker (every 5 s): more than the default time.
test.beforeEach(() => test.slow());

/** An OWNER with a unique name (so their row and buttons on the users screen are unambiguous). */
async function createStaff(request: Parameters<typeof tokenFor>[0]) {
  const api = apiAs(request, await tokenFor(request));
  const lastName = `Denizci ${unique()}`;
  const user = {
    email: `personel-${unique()}@e2e.test`,
    password: "Mercan-Pusula-Incir-64",
    role: "OWNER",
    first_name: "Ece",
    last_name: lastName,
  };
  const created = await api.post<{ id: number }>("/admin/users", user);
  return { ...user, id: created.id, name: `Ece ${lastName}`, api };
}

/**
 * A second browser signed in as the user (their "open session"): the session the login form stores, written
 * once (not by an init script, which would write it again after the dashboard drops it).
 */
async function openSession(browser: Browser, user: { email: string; password: string }): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const { session } = await apiLogin(page.request, user);
  await page.goto("/dashboard/login");
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key!, value!),
    [SESSION_STORAGE_KEY, JSON.stringify(session)],
  );
  await page.goto("/dashboard");
  await expect(page.getByRole("navigation", { name: "Yönetim menüsü" })).toBeVisible();
  return page;
}

async function expectLogin(request: APIRequestContext, user: { email: string }, password: string, status: number) {
  expect((await request.post("/v1/auth/login", { data: { email: user.email, password } })).status()).toBe(status);
}

async function setNewPasswordThroughMail(page: Page, email: string, password: string, mailNumber = 1) {
  const mail = await waitForMail(email, mailNumber);
  expect(mail.subject).toContain("Şifre sıfırlama");
  await page.goto(resetLinkIn(mail));
  await expect(page.getByRole("heading", { name: "Yeni şifre belirle" })).toBeVisible();
  await expect(page).not.toHaveURL(/#token=/);
  await page.getByLabel("Yeni şifre", { exact: true }).fill(password);
  await page.getByLabel("Yeni şifre (tekrar)").fill(password);
  await page.getByRole("button", { name: "Şifreyi kaydet" }).click();
  await expect(page.getByText("Şifreniz değiştirildi. Yeni şifrenizle giriş yapabilirsiniz.")).toBeVisible();
}

test("a staff member changes their password from Hesabım: the current one is required, other sessions end", async ({
  page,
  browser,
  request,
}) => {
  const user = await createStaff(request);
  const other = await openSession(browser, user);
  await loginAs(page, user);
  await page.getByRole("link", { name: "Hesabım" }).click();
  await expect(page.getByRole("heading", { name: "Hesabım" })).toBeVisible();

  const form = page.getByRole("form", { name: "Şifre değiştir" });
  await form.getByLabel("Mevcut şifre").fill("yanlis-bir-sifre");
  await form.getByLabel("Yeni şifre", { exact: true }).fill("Bodrum2024!!");
  await form.getByLabel("Yeni şifre (tekrar)").fill("Bodrum2024!x");
  await form.getByRole("button", { name: "Şifreyi değiştir" }).click();
  await expect(form.getByText("Şifreler birbirini tutmuyor.")).toBeVisible();

  await form.getByLabel("Yeni şifre (tekrar)").fill("Bodrum2024!!");
  await form.getByRole("button", { name: "Şifreyi değiştir" }).click();
  await expect(form.getByText("Mevcut şifreniz hatalı.").first()).toBeVisible();

  await form.getByLabel("Mevcut şifre").fill(user.password);
  await form.getByRole("button", { name: "Şifreyi değiştir" }).click();
  await expect(form.getByText(/Bu şifre çok kolay tahmin edilebilir/).first()).toBeVisible();

  const next = "Ahududu-Feribot-Kiler-38";
  await form.getByLabel("Yeni şifre", { exact: true }).fill(next);
  await form.getByLabel("Yeni şifre (tekrar)").fill(next);
  await form.getByRole("button", { name: "Şifreyi değiştir" }).click();
  await expect(page.getByText("Şifreniz değiştirildi. Diğer cihazlardaki oturumlarınız kapatıldı.")).toBeVisible();

  // This session goes on with its fresh token; the other browser's is refused at its next read.
  await page.getByRole("navigation", { name: "Yönetim menüsü" }).getByRole("link", { name: "Rezervasyonlar" }).click();
  await expect(page.getByRole("heading", { name: "Rezervasyonlar" })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/reservations$/);
  await other.getByRole("navigation", { name: "Yönetim menüsü" }).getByRole("link", { name: "Tekneler" }).click();
  await expect(other).toHaveURL(/\/dashboard\/login$/);

  await expectLogin(request, user, user.password, 401);
  await expectLogin(request, user, next, 200);
  await other.context().close();
});

test("a forgotten password is reset through the link mailed to the user", async ({ page, request }) => {
  const user = await createStaff(request);
  await page.goto("/dashboard/login");
  await page.getByRole("link", { name: "Şifremi unuttum" }).click();
  await expect(page.getByRole("heading", { name: "Şifremi unuttum" })).toBeVisible();
  await page.getByLabel("E-posta").fill(user.email);
  await page.getByRole("button", { name: "Bağlantı gönder" }).click();
  await expect(page.getByText(/Bu e-posta adresi kayıtlıysa şifre sıfırlama bağlantısı gönderildi/)).toBeVisible();

  const next = "Ahududu-Feribot-Kiler-38";
  await setNewPasswordThroughMail(page, user.email, next);
  // The same link does not work twice.
  const mail = await waitForMail(user.email);
  await page.goto("about:blank"); // a real load of the page, not a same-document fragment change
  await page.goto(resetLinkIn(mail));
  await page.getByLabel("Yeni şifre", { exact: true }).fill("Lacivert-Kumsal-Fener-91");
  await page.getByLabel("Yeni şifre (tekrar)").fill("Lacivert-Kumsal-Fener-91");
  await page.getByRole("button", { name: "Şifreyi kaydet" }).click();
  await expect(page.getByText(/bağlantısı geçersiz, kullanılmış veya süresi dolmuş/).first()).toBeVisible();

  await page.getByRole("link", { name: "Giriş yap" }).click();
  await expect(page.getByRole("button", { name: "Giriş Yap" })).toBeVisible();
  await expectLogin(request, user, next, 200);
});

test("an ADMIN requires a new password: the user's session ends, login is refused until they set one", async ({
  page,
  browser,
  request,
}) => {
  const user = await createStaff(request);
  const userPage = await openSession(browser, user);
  await loginAs(page, E2E_ADMIN);
  await page.goto("/dashboard/users");
  const row = page.getByRole("row").filter({ hasText: user.email });
  await row.getByRole("button", { name: `${user.name}: şifre yenileme iste` }).click();
  await page
    .getByRole("dialog", { name: "Şifre yenileme iste" })
    .getByRole("button", { name: "Şifre yenileme iste" })
    .click();
  await expect(
    page.getByText("Şifre yenileme bağlantısı gönderildi; kullanıcının oturumları kapatıldı."),
  ).toBeVisible();
  await expect(row.getByText("Şifre yenilemesi bekleniyor")).toBeVisible();

  await userPage.getByRole("navigation", { name: "Yönetim menüsü" }).getByRole("link", { name: "Tekneler" }).click();
  await expect(userPage).toHaveURL(/\/dashboard\/login$/);
  await userPage.getByLabel("E-posta").fill(user.email);
  await userPage.getByLabel("Şifre").fill(user.password);
  await userPage.getByRole("button", { name: "Giriş Yap" }).click();
  await expect(userPage.getByText(/Yöneticiniz şifrenizi yenilemenizi istedi/)).toBeVisible();

  const next = "Ahududu-Feribot-Kiler-38";
  await setNewPasswordThroughMail(userPage, user.email, next);
  await expectLogin(request, user, next, 200);
  await page.reload();
  await expect(
    page.getByRole("row").filter({ hasText: user.email }).getByText("Şifre yenilemesi bekleniyor"),
  ).toHaveCount(0);
  await userPage.context().close();
});

test("a deactivated user's open session is refused at its next call and sent to the login page", async ({
  browser,
  request,
}) => {
  const user = await createStaff(request);
  const userPage = await openSession(browser, user);
  await user.api.patch("/admin/users/activity", { id: user.id, active: false });
  // Opened by address, not by its menu link: a call the open page makes meanwhile (the menu's counts) may already
  // have been refused and sent the page to the login screen, and a click would then wait for a link that is gone.
  // That refusal may also reload the page while this navigation is still loading (net::ERR_ABORTED).
  await userPage.goto("/dashboard/reservations").catch(() => undefined);
  // Polled, not awaited as one navigation: the refused call sends the page on while the navigation runs.
  await expect(userPage).toHaveURL(/\/dashboard\/login$/);
  await expect(userPage.getByRole("button", { name: "Giriş Yap" })).toBeVisible();
  await expectLogin(request, user, user.password, 401);
  await userPage.context().close();
});
