import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./support/test";
import { loginAsAdmin } from "./support/admin";
import { expectAccessible } from "./support/axe";
import { apiAs, tokenFor } from "./support/dashboard";
import { mailsTo, waitForMail } from "./support/mailbox";
import { unique } from "./support/names-and-toasts";

// Confirmation mails and the campaign go through the outbox worker (every 5 s) and the campaign job.
test.beforeEach(() => test.slow());

async function subscribe(request: APIRequestContext, email: string) {
  const res = await request.post("/v1/website/subscribe", { data: { email, consent: true, source: "footer" } });
  expect(res.status()).toBe(200);
}

/** Follows the link of the double opt-in mail, as the subscriber would. */
async function confirmThroughMail(request: APIRequestContext, email: string) {
  const mail = await waitForMail(email);
  const link = mail.text.match(/https?:\/\/[^\s"<>]+\/v1\/website\/newsletter\/confirm\?token=[A-Za-z0-9_-]+/)?.[0];
  expect(link, "a confirmation link in the mail").toBeDefined();
  const res = await request.get(link!, { maxRedirects: 0 });
  expect(res.headers().location).toBe("/newsletter?result=confirmed");
}

test("a campaign reaches the confirmed subscribers with an unsubscribe link, not an unconfirmed one", async ({
  page,
  request,
}) => {
  const id = unique();
  const confirmed = [`okur-a-${id}@example.com`, `okur-b-${id}@example.com`];
  const unconfirmed = `okur-onaysiz-${id}@example.com`;
  for (const email of [...confirmed, unconfirmed]) await subscribe(request, email);
  for (const email of confirmed) await confirmThroughMail(request, email);
  await waitForMail(unconfirmed); // its confirmation mail: the link is never followed

  await loginAsAdmin(page);
  await page.goto("/dashboard/newsletter");
  await expect(page.getByRole("heading", { name: "Bülten", level: 1 })).toBeVisible();

  // Compose a draft, preview it as subscribers will see it, save it.
  const subject = `Eylül fırsatları ${id}`;
  await page.getByRole("button", { name: "Yeni bülten" }).click();
  const dialog = page.getByRole("dialog", { name: "Yeni bülten" });
  await dialog.getByLabel("Konu").fill(subject);
  await dialog
    .getByLabel("İçerik", { exact: true })
    .fill("<h2>Mavi yolculuk</h2><p>Eylül tekne kiralamalarında <strong>erken rezervasyon</strong> indirimi.</p>");
  await dialog.getByRole("button", { name: "E-posta önizlemesi" }).click();
  const preview = dialog.frameLocator('iframe[title="Bülten önizlemesi"]');
  await expect(preview.getByRole("heading", { name: "Mavi yolculuk" })).toBeVisible();
  await expect(preview.getByRole("link", { name: "abonelikten çıkın" })).toBeVisible();
  await expectAccessible(page, "/dashboard/newsletter (editor)", { exclude: ["iframe"] });
  await dialog.getByRole("button", { name: "Kaydet" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Kaydedildi." })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: subject });
  await expect(row.getByText("Taslak")).toBeVisible();

  // Send it: the confirmation names how many confirmed subscribers it goes to.
  const { confirmed: audience } = await apiAs(request, await tokenFor(request)).get<{ confirmed: number }>(
    "/admin/newsletter/audience",
  );
  expect(audience).toBeGreaterThanOrEqual(2);
  await row.getByRole("button", { name: `${subject}: gönder` }).click();
  const ask = page.getByRole("dialog", { name: "Bülteni gönder" });
  await expect(ask).toContainText(`${audience.toLocaleString("tr-TR")} aboneye gönderilecek`);
  await ask.getByRole("button", { name: "Gönder" }).click();
  await expect(page.getByRole("status").filter({ hasText: "aboneye gönderiliyor." })).toBeVisible();

  // Both confirmed subscribers receive it at the test SMTP server, each with their own unsubscribe link.
  const links: string[] = [];
  for (const email of confirmed) {
    const mail = await waitForMail(email, 2);
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain("Mavi yolculuk");
    const link = mail.text.match(
      /https?:\/\/[^\s"<>]+\/v1\/website\/newsletter\/unsubscribe\?token=[A-Za-z0-9_-]+/,
    )?.[0];
    expect(link, "an unsubscribe link in the mail").toBeDefined();
    const head = mail.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, " ");
    expect(head).toContain(`List-Unsubscribe: <${link}>`);
    links.push(link!);
  }
  expect(new Set(links).size).toBe(2);

  // The list shows the counts once the outbox has delivered everything (it refreshes itself).
  const cells = row.getByRole("cell");
  await expect(row.getByText("Gönderildi", { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(cells.nth(2)).toHaveText(audience.toLocaleString("tr-TR"));
  await expect(cells.nth(5)).toHaveText("0", { timeout: 30_000 });
  await expect(cells.nth(3)).toHaveText(audience.toLocaleString("tr-TR"));
  await expect(cells.nth(4)).toHaveText("0");

  // Everything went out: the unconfirmed address got its confirmation mail and nothing else.
  expect(mailsTo(unconfirmed).map((m) => m.subject)).not.toContain(subject);
  expect(mailsTo(unconfirmed)).toHaveLength(1);

  // The screen passes axe and fits a phone (the table scrolls inside its own box).
  await expectAccessible(page, "/dashboard/newsletter");
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(row.getByRole("cell").first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // The unsubscribe link in the mail works.
  const left = await request.get(links[0]!, { maxRedirects: 0 });
  expect(left.headers().location).toBe("/newsletter?result=unsubscribed");
});
