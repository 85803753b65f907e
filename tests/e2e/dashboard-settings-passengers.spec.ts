import { expect, test } from "./support/test";
import { expectAccessible } from "./support/axe";
import { apiAs, signInAsAdmin, tokenFor } from "./support/dashboard";
import { toast } from "./support/names-and-toasts";
import { expectFitsPhone, expectInvalid, holdNextCall } from "./support/settings-screens";

const LABEL = "Saklama süresi (gün)";

test("passenger lists: the retention period is refused out of range, then saved with Enter and kept after a reload", async ({
  page,
  request,
}) => {
  const api = apiAs(request, await tokenFor(request));
  const original = await api.get<{ passenger_list_retention_days: string }>("/admin/settings/passengers");
  try {
    await signInAsAdmin(page);
    const release = await holdNextCall(page, "/admin/settings/passengers");
    await page.goto("/dashboard/settings/passengers");
    await expect(page.getByRole("heading", { level: 1, name: "Yolcu Listesi" })).toBeVisible();
    await expect(page.getByRole("status", { name: "Yükleniyor" })).toBeVisible();
    release();
    const days = page.getByLabel(LABEL, { exact: true });
    await expect(days).toHaveValue(original.passenger_list_retention_days);
    await expect(days).toHaveAccessibleDescription(
      /dönüş \(çıkış\) tarihinden bu kadar gün sonra otomatik olarak silinir/,
    );

    // Out of range: refused in Turkish on the field, which gets the focus back; nothing is sent.
    await days.fill("0");
    await page.getByRole("button", { name: "Kaydet" }).click();
    await expectInvalid(page, LABEL, "Saklama süresi 1 ile 3650 gün arasında bir tam sayı olmalı.");
    await expect(days).toBeFocused();
    await days.fill("3651");
    await days.press("Enter");
    await expectInvalid(page, LABEL, "Saklama süresi 1 ile 3650 gün arasında bir tam sayı olmalı.");
    expect((await api.get<typeof original>("/admin/settings/passengers")).passenger_list_retention_days).toBe(
      original.passenger_list_retention_days,
    );

    // Enter saves; the field keeps the focus and loses its error.
    const next = original.passenger_list_retention_days === "120" ? "121" : "120";
    await days.fill(next);
    await days.press("Enter");
    await expect(toast(page, "Ayarlar kaydedildi.")).toBeVisible();
    await expect(days).not.toHaveAttribute("aria-invalid");
    await expect(days).toBeFocused();
    expect((await api.get<typeof original>("/admin/settings/passengers")).passenger_list_retention_days).toBe(next);

    await page.reload();
    await expect(page.getByLabel(LABEL, { exact: true })).toHaveValue(next);
    await expectAccessible(page, "/dashboard/settings/passengers");
    await expectFitsPhone(page);
    await expect(page.getByRole("button", { name: "Kaydet" })).toBeVisible();
  } finally {
    await api.put("/admin/passengers/edit", original);
  }
});
