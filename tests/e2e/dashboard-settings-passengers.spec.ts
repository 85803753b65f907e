import { expect, test } from "./support/test";
import { expectAccessible } from "./support/axe";
import { apiAs, createBoat, createWebsiteReservation, dayFromNow, signInAsAdmin, tokenFor } from "./support/dashboard";
import { toast, unique } from "./support/names-and-toasts";
import { expectFitsPhone, expectInvalid, holdNextCall } from "./support/settings-screens";

const LABEL = "Saklama süresi (gün)";

test("passenger lists: the retention period is refused out of range, then saved with Enter, kept after a reload and told to the guest", async ({
  page,
  request,
}) => {
  const api = apiAs(request, await tokenFor(request));
  const original = await api.get<{ passenger_list_retention_days: string }>("/admin/settings/passengers");
  try {
    const boat = await createBoat(api);
    await api.post("/admin/boats/price", {
      boat_id: boat.id,
      start_date: dayFromNow(150),
      end_date: dayFromNow(170),
      day_price: 50_000,
      currency: "EUR",
    });
    const email = `saklama-${unique()}@example.com`;
    const { code } = await createWebsiteReservation(request, {
      boat_id: boat.id,
      start_date: dayFromNow(155),
      end_date: dayFromNow(158),
      customer_email: email,
    });

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

    // In effect: the guest's consent to the passenger list names the period now set.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/enquire");
    const lookup = page.getByRole("region", { name: "Rezervasyon sorgula" });
    await lookup.getByLabel("Rezervasyon kodu").fill(code);
    await lookup.getByLabel("E-posta adresi").fill(email);
    await lookup.getByRole("button", { name: "Sorgula" }).click();
    const card = lookup.locator(`[data-reservation="${code}"]`);
    await card.getByRole("button", { name: /^Yolcu listesini aç/ }).click();
    const consent = card.getByRole("form", { name: `${code} yolcu listesi` }).getByRole("checkbox");
    await expect(consent).toHaveAccessibleDescription(
      new RegExp(`Bu bilgiler, dönüş tarihinden ${next} gün sonra otomatik olarak silinir\\.$`),
    );
  } finally {
    await api.put("/admin/passengers/edit", original);
  }
});
