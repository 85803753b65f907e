import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { expectAccessible } from "./support/axe";
import sharp from "sharp";
import { adminApi, apiLogin, menuBadge, useStoredSession } from "./support/dashboard-session";
import {
  apiAs,
  createBoat,
  createWebsiteReservation,
  dayFromNow,
  reservationIdByCode,
  tokenFor,
} from "./support/dashboard";
import { unique, toast } from "./support/names-and-toasts";

let api: ReturnType<typeof adminApi>;

test.beforeEach(async ({ page, request }) => {
  const { token, session } = await apiLogin(request);
  api = adminApi(request, token);
  await useStoredSession(page, session);
});

async function confirmDelete(page: Page) {
  await page.getByRole("dialog").getByRole("button", { name: "Sil", exact: true }).click();
}

test("boat types: create, edit, refused delete while in use, delete", async ({ page }) => {
  test.setTimeout(120_000);
  const name = `Aaa E2E tipi ${unique()}`;
  await page.goto("/dashboard/boattypes");
  await page.getByRole("button", { name: "Yeni tekne tipi" }).click();
  const dialog = page.getByRole("dialog", { name: "Yeni tekne tipi" });
  await dialog.getByRole("button", { name: "Kaydet" }).click();
  await expect(dialog.getByText("Tekne tipi adı zorunludur.")).toBeVisible();
  await expect(dialog.getByLabel("Ad")).toHaveAttribute("aria-invalid", "true");
  await expectAccessible(page, "boat type dialog");
  await dialog.getByLabel("Ad").fill(name);
  await dialog.getByLabel("Sıra").fill("0");
  await dialog.getByRole("button", { name: "Kaydet" }).click();
  await expect(toast(page, "Tekne tipi eklendi.")).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toBeVisible();

  await row.getByRole("button", { name: `${name}: düzenle` }).click();
  const edit = page.getByRole("dialog", { name: "Tekne tipini düzenle" });
  await expect(edit.getByLabel("Ad")).toHaveValue(name);
  await edit.getByLabel("Ad").fill(`${name} düzenlendi`);
  await edit.getByRole("button", { name: "Kaydet" }).click();
  await expect(toast(page, "Tekne tipi güncellendi.")).toBeVisible();
  const renamed = page.getByRole("row").filter({ hasText: `${name} düzenlendi` });
  await expect(renamed).toBeVisible();

  // A type boats use is refused with the server's message.
  const types = await api<{ items: { name: string; boat_count: number }[] }>("get", "/admin/boattypes?take=10");
  const used = types.items.find((t) => t.boat_count > 0);
  expect(used, "a type the demo boats use").toBeDefined();
  await page.getByRole("button", { name: `${used!.name}: sil` }).click();
  await confirmDelete(page);
  await expect(toast(page, /kullanıldığı için silinemez/)).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: used!.name })).toBeVisible();

  await renamed.getByRole("button", { name: /: sil$/ }).click();
  await expect(page.getByRole("dialog", { name: "Tekne tipini sil" })).toContainText(name);
  await confirmDelete(page);
  await expect(toast(page, "Tekne tipi silindi.")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);
});

test("team: add with a photo (compressed), reorder, edit, delete", async ({ page, request }) => {
  test.setTimeout(120_000);
  const name = `E2E Üye ${unique()}`;
  const tall = await sharp({ create: { width: 900, height: 2400, channels: 3, background: "#2a6f97" } })
    .png()
    .toBuffer();
  await page.goto("/dashboard/website/team");
  await expect(page.getByRole("table")).not.toHaveAttribute("aria-busy", "true");
  await page.getByRole("button", { name: "Yeni ekip üyesi" }).click();
  const dialog = page.getByRole("dialog", { name: "Yeni ekip üyesi" });
  await dialog.getByLabel("Ad soyad").fill(name);
  await dialog.getByLabel("Unvan").fill("Kaptan");
  await dialog.getByLabel("Fotoğraf").setInputFiles({ name: "uzun.png", mimeType: "image/png", buffer: tall });
  await expect(dialog.locator("img")).toBeVisible();
  await dialog.getByRole("button", { name: "Kaydet" }).click();
  await expect(toast(page, "Ekip üyesi eklendi.")).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row.locator("img")).toHaveAttribute("src", /\/v1\/media\//);
  // The browser uploaded the compressed photo (1280 px high), not the 2400 px original: the stored largest
  // variant keeps the uploaded size.
  const stored = await request.get((await row.locator("img").getAttribute("src")) as string);
  expect((await sharp(await stored.body()).metadata()).height).toBe(1280);

  const before = await api<{ items: { id: number; name: string }[] }>("get", "/admin/team");
  const index = before.items.findIndex((m) => m.name === name);
  expect(index).toBe(before.items.length - 1);
  await row.getByRole("button", { name: `${name}: yukarı taşı` }).click();
  await expect(toast(page, "Sıralama kaydedildi.")).toBeVisible();
  await expect
    .poll(async () => (await api<typeof before>("get", "/admin/team")).items.findIndex((m) => m.name === name))
    .toBe(index - 1);

  await row.getByRole("button", { name: `${name}: düzenle` }).click();
  const edit = page.getByRole("dialog", { name: "Ekip üyesini düzenle" });
  await edit.getByLabel("Unvan").fill("İkinci Kaptan");
  await edit.getByRole("button", { name: "Kaydet" }).click();
  await expect(toast(page, "Ekip üyesi güncellendi.")).toBeVisible();
  await expect(row).toContainText("İkinci Kaptan");

  await row.getByRole("button", { name: `${name}: sil` }).click();
  await confirmDelete(page);
  await expect(toast(page, "Ekip üyesi silindi.")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);
});

test("documents: upload a PDF with a title, open it, delete it", async ({ page, request }) => {
  const title = `E2E Belge ${unique()}`;
  await page.goto("/dashboard/website/ourdocs");
  const form = page.getByRole("form", { name: "Belge yükle" });
  await form.getByRole("button", { name: "Yükle", exact: true }).click();
  await expect(form.getByText("Belge adı zorunludur.")).toBeVisible();
  await expect(form.getByText("Dosya zorunludur.")).toBeVisible();
  await form.getByLabel("Belge adı").fill(title);
  await form.getByLabel("Dosya (PDF ya da görsel)").setInputFiles({
    name: "ruhsat.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"),
  });
  await form.getByRole("button", { name: "Yükle", exact: true }).click();
  await expect(toast(page, "Belge yüklendi.")).toBeVisible();
  const link = page.getByRole("link", { name: new RegExp(title) });
  await expect(link).toHaveAttribute("href", /\/v1\/media\/documents\/.+\.pdf\?document=\d+$/);
  const file = await request.get((await link.getAttribute("href")) as string);
  expect(file.ok()).toBe(true);
  expect((await file.body()).subarray(0, 5).toString()).toBe("%PDF-");
  await expect(form.getByLabel("Belge adı")).toHaveValue("");

  await page.getByRole("button", { name: `${title}: sil` }).click();
  await confirmDelete(page);
  await expect(toast(page, "Belge silindi.")).toBeVisible();
  await expect(page.getByRole("link", { name: new RegExp(title) })).toHaveCount(0);
});

test("settings: an exchange rate saved with 4 decimals persists after a reload", async ({ page }) => {
  const original = await api<Record<string, string>>("get", "/admin/settings/exchange");
  try {
    await page.goto("/dashboard/settings/exchange");
    const euro = page.getByLabel("Euro kuru (€), TL");
    await expect(euro).toHaveValue(/^\d+\.\d{4}$/);
    await euro.fill("otuz beş");
    await page.getByRole("button", { name: "Kaydet" }).click();
    await expect(page.getByText("Kur, en fazla 4 ondalıklı pozitif bir sayı olmalı (ör. 34.2500).")).toBeVisible();
    await expect(euro).toHaveAttribute("aria-invalid", "true");
    await euro.fill("35,12346");
    await euro.blur();
    await expect(euro).toHaveValue("35.1235");
    await euro.fill("35,1234");
    await page.getByRole("button", { name: "Kaydet" }).click();
    await expect(toast(page, "Ayarlar kaydedildi.")).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("Euro kuru (€), TL")).toHaveValue("35.1234");
    expect((await api<Record<string, string>>("get", "/admin/settings/exchange")).euro_exchange_rate).toBe("35.1234");
  } finally {
    await api("put", "/admin/exchange/edit", original);
  }
});

test("mail templates: edit with variables and a live preview; an unknown variable is refused", async ({ page }) => {
  test.setTimeout(120_000);
  type Template = { id: number; key: string; name: string; subject: string; body: string; active: boolean };
  const templates = await api<{ items: Template[] }>("get", "/admin/mailtemplates");
  const original = templates.items.find((t) => t.key === "bank_details") as Template;
  try {
    await page.goto("/dashboard/templates/mailtemplates");
    await page.getByRole("button", { name: `${original.name}: düzenle` }).click();
    const editor = page.getByRole("form", { name: "Şablon düzenleyici" });
    const subject = editor.getByLabel("Konu");
    await subject.fill("Ödeme bilgileri – ");
    await subject.press("End");
    await editor.getByRole("button", { name: /\{\{code\}\}/ }).click();
    await expect(subject).toHaveValue("Ödeme bilgileri – {{code}}");
    await expect(page.getByTestId("preview-subject")).toHaveText("Ödeme bilgileri – LMN-7K3Q9");

    const body = editor.getByLabel("İçerik (HTML)");
    await body.fill(`<p>E2E notu: {{boat_name}} {{yok}}</p>${original.body}`);
    const preview = page.frameLocator('iframe[title="Mail önizlemesi"]');
    await expect(preview.getByText("E2E notu: Mavi Rüya")).toBeVisible();
    await expect(editor.getByRole("alert").filter({ hasText: "Listede olmayan değişken: {{yok}}" })).toBeVisible();
    await editor.getByRole("button", { name: "Kaydet" }).click();
    await expect(
      editor.getByRole("alert").filter({ hasText: "Bilinmeyen değişken: {{yok}}. Listedeki değişkenleri kullanın." }),
    ).toBeVisible();

    await body.fill(`<p>E2E notu: {{boat_name}}</p>${original.body}`);
    await editor.getByRole("button", { name: "Kaydet" }).click();
    await expect(toast(page, "Şablon kaydedildi.")).toBeVisible();
    // The sandboxed preview runs no script, axe included.
    await expectAccessible(page, "mail template editor", { exclude: ['iframe[title="Mail önizlemesi"]'] });

    await page.reload();
    await page.getByRole("button", { name: `${original.name}: düzenle` }).click();
    await expect(page.getByRole("form", { name: "Şablon düzenleyici" }).getByLabel("Konu")).toHaveValue(
      "Ödeme bilgileri – {{code}}",
    );
  } finally {
    await api("put", `/admin/mailtemplates/${original.id}`, { subject: original.subject, body: original.body });
  }
});

test("mail templates: switch one off and on; the outbox lists mails with status and attempts", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  type Template = { id: number; key: string; name: string; active: boolean };
  const templates = await api<{ items: Template[] }>("get", "/admin/mailtemplates");
  await page.goto("/dashboard/templates/mailtemplates");
  const staff = templates.items.find((t) => t.key === "reservation_staff") as Template;
  const toggle = page.getByRole("switch", { name: `${staff.name}: aktif` });
  await expect(toggle).toHaveAttribute("aria-checked", String(staff.active));
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-checked", String(!staff.active));
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-checked", String(staff.active));

  // A bank-details mail for a reservation of this test's own boat lands in the outbox (the newest reservation of
  // the site could be another spec's, cancelled or changed under this one).
  const admin = apiAs(request, await tokenFor(request));
  const boat = await createBoat(admin);
  await admin.post("/admin/boats/price", {
    boat_id: boat.id,
    start_date: dayFromNow(100),
    end_date: dayFromNow(130),
    day_price: 20_000,
    currency: "EUR",
  });
  const { code } = await createWebsiteReservation(request, {
    boat_id: boat.id,
    start_date: dayFromNow(110),
    end_date: dayFromNow(113),
  });
  const queued = await api<{ mail_id: number; to: string }>("post", "/admin/sendbank", {
    reservation_id: await reservationIdByCode(admin, boat.id, code),
  });
  await page.getByRole("tab", { name: "Giden kutusu" }).click();
  const table = page.getByRole("table", { name: "Giden mailler" });
  await expect(table).not.toHaveAttribute("aria-busy", "true");
  const row = table.getByRole("row").filter({ hasText: queued.to }).first();
  await expect(row).toBeVisible();
  await expect(row).toContainText(/Sırada|Gönderiliyor|Gönderildi|Başarısız/);
  await row.getByRole("button", { name: /görüntüle$/ }).click();
  const dialog = page.getByRole("dialog", { name: "Giden mail" });
  await expect(dialog).toContainText(queued.to);
  await expect(dialog.locator('iframe[title="Mail içeriği"]')).toBeVisible();
  await dialog.getByRole("button", { name: "Kapat" }).first().click();

  await page.getByRole("combobox", { name: "Durum" }).selectOption("sent");
  await page.getByRole("button", { name: "Filtrele" }).click();
  // Retried until the filtered answer replaces the rows shown before (the click does not wait for it).
  const statuses = table.locator("tbody tr td:nth-child(4)");
  await expect(statuses.filter({ hasNotText: /Gönderildi|Giden kutusunda mail yok/ })).toHaveCount(0);
});

test("contact: opening an unread sale enquiry shows its boat and lowers the menu badge", async ({ page }) => {
  await page.goto("/dashboard/contact");
  const link = page.getByRole("navigation", { name: "Yönetim menüsü" }).getByRole("link", { name: /İletişim Formu/ });
  await expect(link).toHaveText(/\d/);
  const before = await menuBadge(page, "İletişim Formu");
  expect(before).toBeGreaterThan(0);

  await page.getByRole("tab", { name: "Okunmamış" }).click();
  const row = page.getByRole("row").filter({ hasText: "Satılık tekne:" });
  await expect(row).toHaveAttribute("data-unread", "true");
  await row.getByRole("button", { name: /Satılık tekne:/ }).click();
  const dialog = page.getByRole("dialog", { name: /Satılık tekne:/ });
  await expect(dialog.getByText("Satış talebi")).toBeVisible();
  await expect(dialog.getByRole("link", { name: "Sitede gör ↗" })).toHaveAttribute("href", /^\/boat\//);
  await expect.poll(() => menuBadge(page, "İletişim Formu")).toBe(before - 1);
  await dialog.getByRole("button", { name: "Kapat" }).first().click();
  await expect(page.getByRole("row").filter({ hasText: "Satılık tekne:" })).toHaveCount(0);
});

test("subscribers: the CSV download carries the list", async ({ page }) => {
  await page.goto("/dashboard/subscriber");
  await expect(page.getByRole("table")).not.toHaveAttribute("aria-busy", "true");
  const first = (await page.getByRole("table").locator("tbody tr").first().locator("td").first().textContent()) ?? "";
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "CSV indir" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^aboneler-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = (await import("node:fs")).readFileSync((await file.path()) as string, "utf8");
  expect(text).toContain(first.trim());
  await expect(toast(page, "Abone listesi indirildi.")).toBeVisible();
});

test("blog: a post written with the editor and a cover, published, then deleted", async ({ page }) => {
  test.setTimeout(120_000);
  const title = `E2E yazısı ${unique()}`;
  const cover = await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#e9c46a" } })
    .jpeg()
    .toBuffer();
  await page.goto("/dashboard/blog");
  await page.getByRole("button", { name: "Yeni yazı" }).click();
  const dialog = page.getByRole("dialog", { name: "Yeni blog yazısı" });
  await dialog.getByRole("button", { name: "Kaydet" }).click();
  await expect(dialog.getByText("Başlık zorunludur.")).toBeVisible();
  await expect(dialog.getByText("İçerik zorunludur.")).toBeVisible();
  await dialog.getByRole("textbox", { name: "Başlık", exact: true }).fill(title);
  await dialog.getByLabel("İçerik", { exact: true }).fill("Ege'de bir hafta.");
  await dialog.getByRole("button", { name: "Paragraf" }).click();
  await expect(dialog.getByLabel("İçerik", { exact: true })).toHaveValue(/<p>/);
  await dialog.getByLabel("Kapak görseli").setInputFiles({ name: "kapak.jpg", mimeType: "image/jpeg", buffer: cover });
  await expect(dialog.locator("img")).toBeVisible();
  await dialog.getByLabel("Yayında (sitede gösterilir)").check();
  await dialog.getByRole("button", { name: "Kaydet" }).click();
  await expect(toast(page, "Yazı eklendi.")).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row.locator("img")).toHaveAttribute("src", /\/v1\/media\//);
  const toggle = row.getByRole("switch", { name: `${title}: yayında` });
  await expect(toggle).toHaveAttribute("aria-checked", "true");
  await toggle.click();
  await expect(toast(page, `“${title}” yayından kaldırıldı.`)).toBeVisible();
  await expect(toggle).toHaveAttribute("aria-checked", "false");

  await row.getByRole("button", { name: `${title}: sil` }).click();
  await confirmDelete(page);
  await expect(toast(page, "Yazı silindi.")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: title })).toHaveCount(0);
});
