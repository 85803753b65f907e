import { expect, test } from "./support/test";
import { expectAccessible } from "./support/axe";
import { apiAs, createBoat, dayFromNow, signInAsAdmin, tokenFor } from "./support/dashboard";

type Outbox = { items: { template_key: string | null; to_address: string }[] };

test("a guest asks to cancel on /enquire seeing the tier's cost; staff approve it and the dates are free again", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const api = apiAs(request, await tokenFor(request));
  const boat = await createBoat(api);
  await api.post("/admin/boats/price", {
    boat_id: boat.id,
    start_date: dayFromNow(140),
    end_date: dayFromNow(170),
    day_price: 50_000,
    currency: "EUR",
  });
  const email = `iptal-${Date.now().toString(36)}@liman.test`;
  const start = dayFromNow(150);
  const end = dayFromNow(153);
  const booked = await request.post("/v1/reservations", {
    data: {
      boat_id: boat.id,
      start_date: start,
      end_date: end,
      guests: 2,
      customer_name: "Gülşen Öztürk",
      customer_email: email,
      customer_phone: "+90 532 111 22 33",
      kvkk_consent: true,
    },
  });
  expect(booked.status()).toBe(201);
  const { code, deposit } = (await booked.json()).content as { code: string; deposit: number };
  expect(deposit).toBe(30_000); // 20 % of €1.500

  // The guest opens the reservation on /enquire: 150 days before the start, the first tier keeps the deposit.
  await page.goto("/enquire");
  await page.getByLabel("Rezervasyon kodu").fill(code);
  await page.getByLabel("E-posta adresi", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Sorgula" }).click();
  // The card under the lookup form: the list of this browser's reservations above it shows the same reservation a
  // moment later (the lookup remembers it), so an unscoped "first card" could change under the test.
  const section = page.getByRole("region", { name: "Rezervasyon sorgula" }).locator(`[data-cancellation="${code}"]`);
  await expect(section).toBeVisible();
  const cost = section.getByTestId("cancellation-cost");
  await expect(cost).toContainText("Bugün iptal ederseniz iptal bedeli: €300");
  await expect(cost).toContainText("Girişe 61 gün veya daha fazla kala iptal: kapora (ön ödeme) iade edilmez.");

  await section.getByRole("button", { name: "İptal talebi gönder" }).click();
  await section.getByLabel(/Mesajınız/).fill("Ailevi bir nedenle gelemiyoruz.");
  await section.getByRole("button", { name: "Devam et" }).click();
  const confirmation = section.getByRole("alertdialog");
  await expect(confirmation).toContainText("iptal bedeli €300");
  await expectAccessible(page, "/enquire with a cancellation request being confirmed");
  await expect(confirmation.getByRole("button", { name: "Evet, talebi gönder" })).toBeFocused();
  await confirmation.getByRole("button", { name: "Evet, talebi gönder" }).click();
  await expect(section.getByText("Talebiniz gönderildi.")).toBeVisible();
  await expect(section).toContainText("İptal talebi · Yanıt bekliyor");
  await expect(section.getByRole("button", { name: "İptal talebi gönder" })).toHaveCount(0);

  // Staff find it among the open guest requests and approve it on the reservation screen.
  const detail = await api.get<{ id: number }>(`/admin/reservationfromplatoid?platoReservationId=${code}`);
  await signInAsAdmin(page);
  await page.goto("/dashboard/requests");
  const requests = page.getByRole("table", { name: "Misafir talepleri" });
  await expect(requests).toContainText("İptal talebi");
  await requests.getByRole("link", { name: code }).click();
  await page.waitForURL(`**/dashboard/reservations/${detail.id}`);
  const panel = page.getByRole("region", { name: "Misafir talepleri" });
  await expect(panel).toContainText("İptal talebi");
  await expect(panel).toContainText("Ailevi bir nedenle gelemiyoruz.");
  await expect(panel).toContainText("€300,00");
  await panel.getByLabel("Not (misafire giden maile eklenir)").fill("Kaporanız kesilmiştir, iyi günler dileriz.");
  await panel.getByRole("button", { name: "Onayla ve iptal et" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Onayla" }).click();
  await expect(page.getByText("Talep onaylandı, misafire mail gönderildi.")).toBeVisible();
  await expect(panel).toContainText("Onaylandı");
  await expect(page.getByText("İptal edildi").first()).toBeVisible();

  // The dates are free again, and the guest's mail is in the outbox.
  const availability = await request.get(`/v1/boats/${boat.slug}/availability?from=${start}&to=${end}`);
  expect((await availability.json()).content.blocked).toEqual([]);
  const outbox = await api.get<Outbox>(`/admin/mail/outbox?reservation_id=${detail.id}`);
  expect(outbox.items).toContainEqual(
    expect.objectContaining({ template_key: "reservation_request_approved", to_address: email }),
  );

  // The guest sees the answer.
  await page.goto("/enquire");
  const after = page.locator(`[data-cancellation="${code}"]`).first();
  await expect(after).toContainText("Son talebiniz: İptal talebi · Onaylandı");
  await expect(after).toContainText("Kaporanız kesilmiştir");
});
