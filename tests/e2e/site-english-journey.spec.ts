import { readFileSync } from "node:fs";
import { expectAccessible } from "./support/axe";
import { waitForMail } from "./support/mailbox";
import { findBookableBoat } from "./support/site";
import { expect, test } from "./support/test";

/** The English catalogue: the test reads the words the English site must show from it. */
const en: typeof import("../../src/i18n/messages/en.json") = JSON.parse(
  readFileSync(new URL("../../src/i18n/messages/en.json", import.meta.url), "utf8"),
);

type Card = { slug: string; name: string; type: { id: number; name: string }; marina: { id: number; name: string } };

// A browser set to British English: it asks for English pages (Accept-Language) on its first visit to /.
test.use({ locale: "en-GB" });

/** Words of the Turkish site that must not appear anywhere on the English guest's way. */
const TURKISH = ["Rezervasyon", "Misafir", "Giriş", "Çıkış", "Toplam", "Opsiyonlu", "Sayın", "gece", "Tekne kiralama"];

test("an English guest: / → /en → listing with filters → boat → booking → English mail → /en/enquire, in EUR", async ({
  page,
  request,
}) => {
  // A popular boat priced in EUR, with a stay it can be booked for, and its English type and marina names.
  const english = { headers: { "Accept-Language": "en" } };
  const res = await request.get("/v1/searchboats?order=popular&take=12", english);
  const cards = ((await res.json()).content as { items: Card[] }).items;
  let chosen: Awaited<ReturnType<typeof findBookableBoat<Card>>> | null = null;
  for (const card of cards.slice(1)) {
    const found = await findBookableBoat(request, [card], 80).catch(() => null);
    if (found?.quote.currency === "EUR") {
      chosen = found;
      break;
    }
  }
  expect(chosen, "a popular boat priced in EUR").not.toBeNull();
  const { boat, start, end } = chosen!;
  const email = `guest-${Date.now()}@liman.test`;

  // The first visit to / goes to the English home page.
  await page.goto("/");
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");

  // The hero search: marina, boat type and dates → the English listing with those filters.
  const search = page.getByRole("form", { name: en.HomeSearch.label });
  await search.getByLabel(en.HomeSearch.region).selectOption(String(boat.marina.id));
  await search.getByLabel(en.HomeSearch.type).selectOption(String(boat.type.id));
  await search.getByLabel(en.HomeSearch.start).fill(start);
  await search.getByLabel(en.HomeSearch.end).fill(end);
  await search.getByRole("button", { name: en.HomeSearch.submit }).click();
  await expect(page).toHaveURL(/\/en\/listing\?/);
  await expect(page).toHaveURL(new RegExp(`types=${boat.type.id}`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`${boat.type.name} for Charter`);
  await expect(page.locator("h2#sonuclar")).toContainText(/\d+ boats? found/);
  const card = page.locator("[data-boat-card]").filter({ hasText: boat.name });
  await expect(card.locator("[data-price]")).toContainText("€");
  await expectAccessible(page, "/en/listing with filters");
  await card.getByRole("link", { name: boat.name }).first().click();

  // The boat page in English; the dates come along from the search.
  await expect(page).toHaveURL(new RegExp(`/en/boat/${boat.slug}`));
  const panel = page.getByRole("complementary", { name: en.BoatAside.booking });
  await panel.getByLabel(en.BoatBooking.start, { exact: true }).fill(start);
  await panel.getByLabel(en.BoatBooking.end, { exact: true }).fill(end);
  await panel.getByLabel(/Number of guests/).fill("2");
  const quote = panel.getByTestId("quote");
  await expect(quote).toContainText(/\d+ nights?/);
  await expect(quote.locator('[data-amount="deposit"]')).toContainText("€");
  await panel.getByLabel(en.BoatBooking.name).fill("Emily Harbour");
  await panel.getByLabel(en.BoatBooking.email, { exact: true }).fill(email);
  await panel.getByLabel(en.BoatBooking.phone).fill("+44 20 7946 0958");
  await panel.getByRole("checkbox", { name: /privacy notice/ }).check();
  await panel.getByRole("button", { name: en.BoatBooking.submit }).click();

  await expect(page.getByText(en.BoatBooking.received)).toBeVisible();
  const code = (await page.getByTestId("reservation-code").textContent())!.trim();
  expect(code).toMatch(/^[A-Z0-9-]{4,}$/);
  await expect(page.getByText(en.BoatBooking.optionEnds)).toBeVisible();

  // The guest's mail, from the test SMTP server: English, with Content-Language en and euro amounts.
  const mail = await waitForMail(email);
  expect(mail.raw).toMatch(/^Content-Language: en\r?$/im);
  expect(mail.subject).toContain(code);
  expect(mail.subject).toContain("We have received your booking request");
  expect(mail.text).toContain("Dear Emily Harbour");
  expect(mail.text).toMatch(/€[\d,]+\.\d{2}/);
  for (const word of ["Sayın", "Rezervasyon kodu", "Toplam"]) expect(mail.text).not.toContain(word);

  // /en/enquire shows the reservation in English, in EUR.
  await page.getByRole("link", { name: en.BoatBooking.myReservations }).last().click();
  await expect(page).toHaveURL(/\/en\/enquire$/);
  await expect(page.getByRole("heading", { level: 1, name: en.EnquirePage.title })).toBeVisible();
  const reservation = page.locator(`[data-reservation="${code}"]`);
  await expect(reservation).toContainText(boat.name);
  await expect(reservation).toContainText(en.ReservationCard.status_option);
  await expect(reservation).toContainText("€");
  for (const word of TURKISH) await expect(page.locator("main")).not.toContainText(word);
  await expectAccessible(page, "/en/enquire after booking");
});
