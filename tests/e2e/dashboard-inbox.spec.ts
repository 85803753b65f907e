import { E2E_ADMIN } from "../../playwright.config";
import { loginAsAdmin } from "./support/admin";
import { apiAs, createBoatForSale, createOwner, loginAs, menuHrefs, tokenFor } from "./support/dashboard";
import { waitForMail } from "./support/mailbox";
import { expect, test } from "./support/test";
import { unique } from "./support/names-and-toasts";

test("a visitor's message is answered from the dashboard and the reply, quoting it, reaches the visitor", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const marker = unique();
  const visitor = `ziyaretci-${marker}@example.com`;
  const subject = `Temmuz gulet ${marker}`;
  const original = "Merhaba, temmuz ayında 6 kişilik bir gulet arıyoruz.";

  await page.goto("/contact");
  const form = page.getByRole("form", { name: "İletişim formu" });
  await form.getByLabel("Ad Soyad").fill("Deniz Kaya");
  await form.getByLabel("E-posta").fill(visitor);
  await form.getByLabel("Konu (isteğe bağlı)").fill(subject);
  await form.getByLabel("Mesajınız").fill(original);
  await form.getByRole("button", { name: "Mesajı Gönder" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Mesajınız bize ulaştı." })).toBeVisible();

  await loginAsAdmin(page);
  await page
    .getByRole("navigation", { name: "Yönetim menüsü" })
    .getByRole("link", { name: /^İletişim Formu/ })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "İletişim Formu" })).toBeVisible();
  const inbox = page.getByRole("table", { name: "Gelen kutusu" });
  const row = inbox.getByRole("row").filter({ hasText: subject });
  await expect(row.getByText("Yeni", { exact: true })).toBeVisible();
  await row.getByRole("button", { name: new RegExp(subject) }).click();

  const dialog = page.getByRole("dialog", { name: subject });
  await expect(dialog.getByText(original)).toBeVisible();
  const answer = `Merhaba Deniz Hanım, temmuz için iki gulet önerimiz var. (${marker})`;
  await dialog.getByLabel(/^Yanıtınız/).fill(answer);
  await dialog.getByRole("button", { name: "Yanıtı gönder" }).click();
  await expect(page.getByText("Yanıtınız gönderilmek üzere sıraya alındı.")).toBeVisible();
  // The reply stays on the thread, under the original.
  await expect(dialog.getByRole("region", { name: "Yazışma" }).getByText(answer)).toBeVisible();

  const mail = await waitForMail(visitor);
  expect(mail.subject).toBe(`Re: ${subject}`);
  expect(mail.text).toContain(answer);
  expect(mail.text).toContain(`> ${original}`);
  expect(mail.raw.toLowerCase()).not.toContain(`from: ${E2E_ADMIN.email.toLowerCase()}`);

  // Opened, it is read for this admin: the row is no longer "new" once the dialog closes.
  await dialog.getByRole("button", { name: "Kapat" }).first().click();
  await expect(row.getByText("Okundu", { exact: true })).toBeVisible();
  await expect(row.getByText("1 yanıt")).toBeVisible();
});

test("an OWNER sees the sale enquiry about their boat, not another owner's nor general messages", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = apiAs(request, await tokenFor(request));
  const owner = await createOwner(admin);
  const marker = unique();
  const own = await createBoatForSale(admin, { owner_id: owner.id, name: `Sahibin Satılığı ${marker}` });
  const other = await createBoatForSale(admin, { name: `Başkasının Satılığı ${marker}` });
  const send = async (body: Record<string, unknown>) => {
    const res = await request.post("/v1/website/contact", {
      data: { name: "Alıcı Adayı", email: `alici-${marker}@example.com`, ...body },
    });
    expect(res.status()).toBe(201);
  };
  await send({ boat_id: own.id, message: `Kendi teknesi hakkında ${marker}` });
  await send({ boat_id: other.id, message: `Başka tekne hakkında ${marker}` });
  await send({ subject: `Genel soru ${marker}`, message: `Genel bir soru ${marker}` });

  await loginAs(page, owner);
  expect(await menuHrefs(page)).toContain("/dashboard/contact");
  await page
    .getByRole("navigation", { name: "Yönetim menüsü" })
    .getByRole("link", { name: /^Satış Talepleri/ })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Satış Talepleri" })).toBeVisible();
  const inbox = page.getByRole("table", { name: "Gelen kutusu" });
  await expect(inbox.getByText(`Kendi teknesi hakkında ${marker}`)).toBeVisible();
  await expect(inbox.getByText(`Başka tekne hakkında ${marker}`)).toHaveCount(0);
  await expect(inbox.getByText(`Genel bir soru ${marker}`)).toHaveCount(0);
  await expect(inbox.getByText(other.name)).toHaveCount(0);

  await inbox.getByRole("button", { name: new RegExp(`Satış talebi: ${own.name}`) }).click();
  const dialog = page.getByRole("dialog", { name: `Satış talebi: ${own.name}` });
  await expect(dialog.getByText(`Kendi teknesi hakkında ${marker}`)).toBeVisible();
  await expect(dialog.getByText(own.name, { exact: true })).toBeVisible();
});
