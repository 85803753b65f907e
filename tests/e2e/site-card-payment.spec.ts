import { type Currency, formatMoney } from "../../src/lib/money";
import { expectAccessible } from "./support/axe";
import { apiContent, findBookableBoat } from "./support/site";
import { expect, test } from "./support/test";

/**
 * Issue 29: the guest reaches the card-payment provider's page from /enquire. The e2e server runs with
 * PAYMENTS_PROVIDER=paytr against the PayTR stand-in (scripts/e2e-server.mjs, tests/support/paytr-server.ts), whose
 * payment page stands in for the card form with a "complete" button and notifies the server as PayTR does.
 */
test("/enquire: the payment plan, Kartla öde opens PayTR's page in a dialog, and the paid deposit confirms the booking", async ({
  page,
  request,
}) => {
  const all = await apiContent<{ items: { slug: string; name: string }[] }>(
    request,
    "/v1/searchboats?order=price_asc&take=10",
  );
  // Far enough ahead that the balance is not due yet (balance_due_days, 30 by default): the card pays the deposit.
  const { boat, ...stay } = await findBookableBoat(request, all.items, 100);
  const email = `kart-${Date.now()}@liman.test`;
  const res = await request.post("/v1/reservations", {
    data: {
      boat_slug: boat.slug,
      start_date: stay.start,
      end_date: stay.end,
      guests: 2,
      customer_name: "Deniz Kartal",
      customer_email: email,
      customer_phone: "+90 532 000 55 66",
      kvkk_consent: true,
    },
  });
  expect(res.status()).toBe(201);
  const created = (await res.json()).content as { code: string; deposit: number; currency: Currency };
  const deposit = formatMoney(created.deposit, created.currency, { locale: "tr" });

  await page.goto(`/enquire?code=${encodeURIComponent(created.code)}`);
  await page.getByLabel("E-posta adresi", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Sorgula" }).click();
  const card = page
    .getByRole("region", { name: "Rezervasyon sorgula" })
    .locator(`[data-reservation="${created.code}"]`);
  const plan = card.getByRole("region", { name: "Ödeme planı" });
  await expect(plan.locator('[data-instalment="deposit"]')).toContainText("Ön ödeme (kapora)");
  await expect(plan.locator('[data-instalment="deposit"]')).toContainText("Ödeme zamanı");
  await expect(plan.locator('[data-instalment="balance"]')).toContainText("Vadesi gelmedi");
  await expect(card).toContainText(`Ön ödemenizi (${deposit}`);
  // Without a provider the bank transfer was the only way; with one it stays beside the card.
  await expect(card).toContainText("Dilerseniz havale/EFT ile de ödeyebilirsiniz");
  await expectAccessible(page, "/enquire with Kartla öde");

  // By keyboard: the button opens the provider's page in a dialog; the site's policy lets PayTR's origin be framed.
  const pay = card.getByRole("button", { name: "Kartla öde" });
  await pay.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Kartla güvenli ödeme" });
  await expect(dialog).toBeVisible();
  const provider = dialog.frameLocator('iframe[title="Ödeme kuruluşunun güvenli ödeme sayfası"]');
  await expect(provider.getByRole("heading", { name: "PayTR güvenli ödeme" })).toBeVisible();
  await expect(provider.locator("[data-amount]")).toHaveText(new RegExp(`^${(created.deposit / 100).toFixed(2)} `));
  await expectAccessible(page, "/enquire with the payment dialog", { exclude: ["iframe"] });

  // The guest pays on the provider's page; the provider notifies Liman; closing the dialog shows the booking anew.
  await provider.getByRole("button", { name: "Ödemeyi tamamla" }).click();
  await expect(provider.getByRole("heading", { name: "Ödeme başarılı" })).toBeVisible();
  await dialog.getByRole("button", { name: "Kapat" }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText("Onaylandı");
  await expect(plan.locator('[data-instalment="deposit"]')).toContainText("Ödendi");
});

test("/en/enquire: Pay by card, and the notice when the guest comes back from the provider", async ({
  page,
  request,
}) => {
  const all = await apiContent<{ items: { slug: string; name: string }[] }>(
    request,
    "/v1/searchboats?order=price_desc&take=10",
  );
  const { boat, ...stay } = await findBookableBoat(request, all.items, 110);
  const email = `card-${Date.now()}@liman.test`;
  const res = await request.post("/v1/reservations", {
    headers: { "Accept-Language": "en" },
    data: {
      boat_slug: boat.slug,
      start_date: stay.start,
      end_date: stay.end,
      guests: 2,
      customer_name: "Jane Harbour",
      customer_email: email,
      customer_phone: "+44 20 7946 0959",
      kvkk_consent: true,
    },
  });
  expect(res.status()).toBe(201);
  const { code } = (await res.json()).content as { code: string };

  await page.goto(`/en/enquire?code=${encodeURIComponent(code)}&payment=failed`);
  await expect(page.getByRole("alert").filter({ hasText: "Your payment could not be completed." })).toBeVisible();
  await page.getByLabel("E-mail address", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Look up" }).click();
  const card = page.getByRole("region", { name: "Find a booking" }).locator(`[data-reservation="${code}"]`);
  await expect(card.getByRole("region", { name: "Payment plan" })).toContainText("Not yet due");
  await card.getByRole("button", { name: "Pay by card" }).click();
  const dialog = page.getByRole("dialog", { name: "Secure card payment" });
  await expect(
    dialog
      .frameLocator('iframe[title="The payment provider\'s secure payment page"]')
      .getByRole("heading", { name: "PayTR güvenli ödeme" }),
  ).toBeVisible();
  // Escape closes it (the focus is still on the page, not inside the provider's frame).
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await page.goto(`/en/enquire?code=${encodeURIComponent(code)}&payment=paid`);
  await expect(page.getByRole("status").filter({ hasText: "Your payment has been received" })).toBeVisible();
});
