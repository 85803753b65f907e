import { expect, test } from "./support/test";
import { expectAccessible } from "./support/axe";
import { apiAs, createBoat, createWebsiteReservation, dayFromNow, signInAsAdmin, tokenFor } from "./support/dashboard";
import { toast, unique } from "./support/names-and-toasts";
import { expectFitsPhone, expectInvalid, holdNextCall } from "./support/settings-screens";

const DEFAULT_TIERS = [
  { min_days: 61, charge: "deposit" },
  { min_days: 30, charge: "percent", percent: 50 },
  { min_days: 0, charge: "percent", percent: 100 },
];
const NEW_TIER = "Girişe 7–29 gün kala iptal: toplam tutarın %80 kadarı kesilir.";

test("cancellation tiers: a wrong tier is refused on its field; a new tier saved with Enter is kept and prices a guest's cancellation on /enquire", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000); // a booking, two reloads, axe and /enquire: 1.7 min on a busy machine
  const api = apiAs(request, await tokenFor(request));
  const original = await api.get<{ cancellation_tiers: string }>("/admin/settings/cancellation");
  try {
    await api.put("/admin/cancellation/edit", { cancellation_tiers: DEFAULT_TIERS });
    // A stay 12 days ahead: under the defaults it costs the guest 100 % to cancel; €1.500 for three nights.
    const boat = await createBoat(api);
    await api.post("/admin/boats/price", {
      boat_id: boat.id,
      start_date: dayFromNow(5),
      end_date: dayFromNow(30),
      day_price: 50_000,
      currency: "EUR",
    });
    const email = `kademe-${unique()}@liman.test`;
    const { code } = await createWebsiteReservation(request, {
      boat_id: boat.id,
      start_date: dayFromNow(12),
      end_date: dayFromNow(15),
      customer_email: email,
    });

    await signInAsAdmin(page);
    const release = await holdNextCall(page, "/admin/settings/cancellation");
    await page.goto("/dashboard/settings/cancellation");
    await expect(page.getByRole("heading", { level: 1, name: "İptal Kademeleri" })).toBeVisible();
    await expect(page.getByRole("status", { name: "Yükleniyor" })).toBeVisible();
    release();
    const form = page.getByRole("form", { name: "İptal kademeleri" });
    const tiers = form.locator("ol > li");
    await expect(tiers).toHaveCount(3);
    const preview = form.getByRole("region", { name: "Misafirin göreceği metin" });
    await expect(preview).toContainText("Girişe 30–60 gün kala iptal: toplam tutarın %50 kadarı kesilir.");

    // Refused on the field at fault, in Turkish, with the focus on it; nothing is saved.
    const secondDays = tiers.nth(1).getByLabel("2. kademe: girişe en az (gün)");
    await secondDays.fill("70");
    await form.getByRole("button", { name: "Kaydet" }).click();
    await expectInvalid(
      tiers.nth(1),
      "2. kademe: girişe en az (gün)",
      "Kademeler girişe kalan güne göre büyükten küçüğe sıralanmalı ve gün sayıları farklı olmalı.",
    );
    await expect(secondDays).toBeFocused();
    await expect(preview).toContainText("Kademeler tamamlanınca burada görünür.");
    await secondDays.fill("30");
    const secondPercent = tiers.nth(1).getByLabel("Yüzde (%)");
    await secondPercent.fill("150");
    await secondPercent.press("Enter");
    await expectInvalid(tiers.nth(1), "Yüzde (%)", "Yüzde 0 ile 100 arasında olmalı.");
    await expect(secondPercent).toBeFocused();
    await secondPercent.fill("50");
    expect(JSON.parse((await api.get<typeof original>("/admin/settings/cancellation")).cancellation_tiers)).toEqual(
      DEFAULT_TIERS,
    );

    // A fourth tier: 7–29 days before check-in cost 80 %. Enter in a field saves; the focus stays there.
    await form.getByRole("button", { name: "Kademe ekle" }).click();
    await expect(tiers).toHaveCount(4);
    const thirdDays = tiers.nth(2).getByLabel("3. kademe: girişe en az (gün)");
    await thirdDays.fill("7");
    await tiers.nth(2).getByLabel("Yüzde (%)").fill("80");
    await expect(preview).toContainText(NEW_TIER);
    await thirdDays.press("Enter");
    await expect(toast(page, "İptal kademeleri kaydedildi.")).toBeVisible();
    await expect(thirdDays).toBeFocused();
    await expect(secondDays).not.toHaveAttribute("aria-invalid");

    await page.reload();
    await expect(tiers).toHaveCount(4);
    await expect(tiers.nth(2).getByLabel("3. kademe: girişe en az (gün)")).toHaveValue("7");
    await expect(preview).toContainText(NEW_TIER);
    // Removing a tier changes only the form: without "Kaydet", a reload brings it back.
    await form.getByRole("button", { name: "3. kademe: sil" }).click();
    await expect(tiers).toHaveCount(3);
    await expect(preview).not.toContainText(NEW_TIER);
    await page.reload();
    await expect(tiers).toHaveCount(4);
    await expectAccessible(page, "/dashboard/settings/cancellation");
    await expectFitsPhone(page);
    await expect(form.getByRole("button", { name: "Kaydet" })).toBeVisible();

    // In effect: the guest's cancellation 12 days ahead now costs 80 % of €1.500.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/enquire");
    await page.getByLabel("Rezervasyon kodu").fill(code);
    await page.getByLabel("E-posta adresi", { exact: true }).fill(email);
    await page.getByRole("button", { name: "Sorgula" }).click();
    const card = page.getByRole("region", { name: "Rezervasyon sorgula" }).locator(`[data-cancellation="${code}"]`);
    const cost = card.getByTestId("cancellation-cost");
    await expect(cost).toContainText("Bugün iptal ederseniz iptal bedeli: €1.200");
    await expect(cost).toContainText(NEW_TIER);
  } finally {
    await api.put("/admin/cancellation/edit", { cancellation_tiers: JSON.parse(original.cancellation_tiers) });
  }
});
