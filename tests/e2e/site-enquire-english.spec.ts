import { type Currency, formatMoney } from "../../src/lib/money";
import { formatDay } from "../../src/lib/locale-format";
import { expectAccessible } from "./support/axe";
import { apiContent, findBookableBoat } from "./support/site";
import { expect, test } from "./support/test";

test("/en/enquire with code and e-mail shows a reservation made in English, in English", async ({ page, request }) => {
  const all = await apiContent<{ items: { slug: string; name: string }[] }>(
    request,
    "/v1/searchboats?order=price_desc&take=10",
  );
  const { boat, ...stay } = await findBookableBoat(request, all.items, 120);
  const email = `english-${Date.now()}@liman.test`;
  const res = await request.post("/v1/reservations", {
    headers: { "Accept-Language": "en" },
    data: {
      boat_slug: boat.slug,
      start_date: stay.start,
      end_date: stay.end,
      guests: 3,
      customer_name: "Jane Harbour",
      customer_email: email,
      customer_phone: "+44 20 7946 0958",
      kvkk_consent: true,
    },
  });
  expect(res.status()).toBe(201);
  const created = (await res.json()).content as { code: string; total: number; currency: Currency };

  // A wrong e-mail: the API's answer in English.
  await page.goto(`/en/enquire?code=${encodeURIComponent(created.code)}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1, name: "My bookings" })).toBeVisible();
  await expect(page.getByLabel("Booking code")).toHaveValue(created.code);
  await page.getByLabel("E-mail address", { exact: true }).fill(`someone-else-${Date.now()}@liman.test`);
  await page.getByRole("button", { name: "Look up" }).click();
  await expect(page.getByText("No booking matches this code and e-mail address.")).toBeVisible();

  await page.getByLabel("E-mail address", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Look up" }).click();
  // The card under the lookup form, not the same reservation in this browser's list above it (site-documents.spec.ts).
  const card = page.getByRole("region", { name: "Find a booking" }).locator(`[data-reservation="${created.code}"]`);
  await expect(card).toContainText(boat.name);
  await expect(card).toContainText("On option");
  await expect(card).toContainText(`${formatDay(stay.start, "en")} – ${formatDay(stay.end, "en")}`);
  await expect(card).toContainText("3 guests");
  await expect(card).toContainText(formatMoney(created.total, created.currency, { locale: "en" }));
  await expect(card.getByRole("button", { name: /Charter Contract \(PDF\)/ })).toBeVisible();
  await expect(card.getByRole("link", { name: boat.name })).toHaveAttribute("href", `/en/boat/${boat.slug}`);
  await expect(card).not.toContainText("Opsiyonlu");
  // Shown once (issue 33.4): the lookup remembers it in this browser's list, which points below instead of showing
  // a second card with its own forms.
  await expect(page.locator(`[data-reservation="${created.code}"]`)).toHaveCount(1);
  await expect(page.getByRole("region", { name: "Bookings made from this browser" })).toContainText(
    `${boat.name} · ${created.code}: shown below, as the result of your lookup.`,
  );
  await expectAccessible(page, "/en/enquire with a reservation");
});
