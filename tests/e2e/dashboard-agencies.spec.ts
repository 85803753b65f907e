import { expect, test } from "./support/test";
import { apiAs, signInAsAdmin, tokenFor } from "./support/dashboard";
import { toast, unique } from "./support/names-and-toasts";

test("ADMIN adds an agency, makes an API key that is shown once, and revokes it", async ({ page, request }) => {
  test.setTimeout(120_000);
  const tag = unique();
  const name = `Ege Turizm ${tag}`;

  await signInAsAdmin(page);
  await page.goto("/dashboard");
  await page.getByRole("navigation", { name: "Yönetim menüsü" }).getByRole("link", { name: "Acenteler" }).click();
  await expect(page.getByRole("heading", { name: "Acenteler", level: 1 })).toBeVisible();

  // Create, with the form kit's field errors first.
  await page.getByRole("button", { name: "Yeni acente" }).click();
  const dialog = page.getByRole("dialog", { name: "Yeni acente" });
  await dialog.getByLabel("Komisyon (%)").fill("12,555");
  await dialog.getByRole("button", { name: "Kaydet" }).click();
  await expect(dialog.getByText("Acentenin adını girin.")).toBeVisible();
  await dialog.getByLabel("Acente adı").fill(name);
  await dialog.getByLabel("İlgili kişi").fill("Zeynep Aksoy");
  await dialog.getByLabel("E-posta").fill(`zeynep-${tag}@e2e.test`);
  await dialog.getByLabel("Komisyon (%)").fill("12,5");
  await dialog.getByLabel("İstek sınırı (dakikada)").fill("90");
  await dialog.getByLabel("Webhook adresi").fill("https://hooks.example.com/liman");
  await dialog.getByRole("button", { name: "Kaydet" }).click();
  await expect(toast(page, "Acente eklendi.")).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = page.getByRole("table", { name: "Acenteler" }).getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("%12,5");
  await expect(row).toContainText("90");
  await expect(row).toContainText("Aktif");

  // Its page: no key yet.
  await row.getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expect(page.getByText("Bu acentenin henüz API anahtarı yok.")).toBeVisible();
  await expect(page.getByText("Henüz gönderilecek olay yok.")).toBeVisible();

  // A new key: shown once, with a warning and a copy button.
  await page.getByRole("button", { name: "Yeni anahtar" }).click();
  const keyDialog = page.getByRole("dialog", { name: "Yeni API anahtarı" });
  await keyDialog.getByLabel("Etiket (isteğe bağlı)").fill("Canlı sistem");
  await keyDialog.getByRole("button", { name: "Anahtar oluştur" }).click();
  const shown = page.getByRole("dialog", { name: "API anahtarı oluşturuldu" });
  await expect(shown.getByText(/yalnızca şimdi/)).toBeVisible();
  const keyField = shown.getByLabel("API anahtarı");
  const key = await keyField.inputValue();
  expect(key).toMatch(/^lmn_live_[A-Za-z0-9_-]{43}$/);
  await expect(shown.getByRole("button", { name: "Kopyala" })).toBeVisible();
  await shown.getByRole("button", { name: "Kaydettim, kapat" }).click();
  await expect(shown).toBeHidden();
  // Never shown again: neither on the page nor in the API's list.
  await expect(page.getByText(key)).toHaveCount(0);
  const keys = page.getByRole("table", { name: "API anahtarları" });
  const keyRow = keys.getByRole("row").filter({ hasText: "Canlı sistem" });
  await expect(keyRow).toContainText(`${key.slice(0, 12)}`);
  await expect(keyRow).toContainText("Geçerli");
  await expect(keyRow).toContainText("Hiç");
  const admin = apiAs(request, await tokenFor(request));
  const agencyId = Number(new URL(page.url()).pathname.split("/").at(-1));
  const listed = await admin.get<{ items: Record<string, unknown>[] }>(`/admin/agencies/${agencyId}/keys`);
  expect(JSON.stringify(listed)).not.toContain(key);

  // Revoke, after a confirmation.
  await keyRow.getByRole("button", { name: /anahtarını iptal et/ }).click();
  const confirm = page.getByRole("dialog", { name: "API anahtarını iptal et" });
  await expect(confirm).toContainText("geri alınamaz");
  await confirm.getByRole("button", { name: "İptal et" }).click();
  await expect(toast(page, "API anahtarı iptal edildi.")).toBeVisible();
  await expect(keyRow).toContainText("İptal edildi");
  await expect(keyRow.getByRole("button", { name: /anahtarını iptal et/ })).toHaveCount(0);
  const after = await admin.get<{ items: { revoked_at: string | null }[] }>(`/admin/agencies/${agencyId}/keys`);
  expect(after.items[0]!.revoked_at).not.toBeNull();

  // The webhook secret: hidden until asked for.
  await page.getByRole("button", { name: "Anahtarı göster" }).click();
  await expect(page.getByLabel("İmza anahtarı")).toHaveValue(/^whsec_/);
});

test("the agencies list fits a phone screen", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsAdmin(page);
  await page.goto("/dashboard/agencies");
  await expect(page.getByRole("heading", { name: "Acenteler", level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Yeni acente" })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
});
