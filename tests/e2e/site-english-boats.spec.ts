import { expect, test } from "./support/test";
import { expectAccessible } from "./support/axe";
import { apiAs, createBoatForSale, tokenFor } from "./support/dashboard";
import { apiContent, findBookableBoat, firstPrice } from "./support/site";

/** This month's name as the English site writes it (British English, Türkiye's calendar). */
function thisMonthInEnglish(): string {
  return new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "Europe/Istanbul" }).format(
    new Date(),
  );
}

test("/en/listing: English filters, sort and plural count, EUR prices, links to /en/boat", async ({ page }) => {
  await page.goto("/en/listing");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1, name: "Boats for Charter" })).toBeVisible();
  const filters = page.getByRole("form", { name: "Filters" });
  await expect(filters.getByText("Boat type", { exact: true })).toBeVisible();
  await expect(filters.getByLabel("Check-in date")).toBeVisible();
  await expect(filters.getByRole("button", { name: "Filter", exact: true })).toBeVisible();
  await expect(page.locator("h2#sonuclar")).toContainText(/^\d+ boats? found/);
  await expect(firstPrice(page)).toContainText("€");
  await expect(page.locator("[data-boat-card]").first()).toContainText(/\d+ guests?/);
  await expect(page.locator("[data-boat-card] a").first()).toHaveAttribute("href", /^\/en\/boat\//);

  // The query parameters are the Turkish site's: a type filter and a sort order stay on /en/listing.
  await filters.getByRole("checkbox").first().check();
  await expect(page).toHaveURL(/\/en\/listing\?types=\d+/);
  await page.getByLabel("Sort by").selectOption({ label: "Price (low to high)" });
  await expect(page).toHaveURL(/\/en\/listing\?.*order=price_asc/);
  await expect(page.getByTestId("result-count")).toHaveText(/^\d+$/);
  await expectAccessible(page, "/en/listing");
});

test("/en/boat/{slug}: specs, price table, calendar, booking panel and a quote in English with EUR", async ({
  page,
  request,
}) => {
  const popular = await apiContent<{ items: { slug: string }[] }>(request, "/v1/searchboats?order=popular&take=8");
  const { boat, ...stay } = await findBookableBoat(request, popular.items, 70);
  await page.goto(`/en/boat/${boat.slug}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 2, name: "Boat specifications" })).toBeVisible();
  await expect(page.getByText("Capacity", { exact: true })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Daily price" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Boats for Charter");
  // Issue 33: the amenities by their English names (the demo translates every one), none left in Turkish.
  const amenities = page.locator('section[aria-labelledby="donanim"]');
  await expect(amenities.getByRole("heading", { level: 2 })).toBeVisible();
  await expect(amenities).toContainText(/Air conditioning|Autopilot|Sun awning|Life jackets/);
  await expect(amenities).not.toContainText(/Klima|Jeneratör|Güverte duşu|Güneşlenme|Otopilot|Can yeleği/);
  await expect(amenities.locator('[lang="tr"]')).toHaveCount(0);

  await page.getByRole("heading", { level: 2, name: "Availability calendar" }).scrollIntoViewIfNeeded();
  await expect(page.locator("[data-day]").first()).toBeVisible();
  await expect(page.getByText(thisMonthInEnglish(), { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Next month" })).toBeVisible();

  const panel = page.getByRole("complementary", { name: "Booking" });
  await panel.getByLabel("Check-in").fill(stay.start);
  await panel.getByLabel("Check-out").fill(stay.end);
  await panel.getByLabel(/Number of guests/).fill("2");
  const quote = panel.getByTestId("quote");
  await expect(quote).toContainText(`${stay.quote.day_count} night`);
  await expect(quote).toContainText(/Deposit \(\d+%\)/);
  await expect(quote).toContainText("Balance");
  await expect(quote.locator('[data-amount="deposit"]')).toContainText("€");
  await expect(panel.getByLabel("Full name")).toBeVisible();
  await expect(panel.getByRole("button", { name: "Send booking request" })).toBeVisible();
  await expectAccessible(page, "/en/boat");
});

test("/en/listingsale and a boat for sale in English", async ({ page, request }) => {
  const forSale = await createBoatForSale(apiAs(request, await tokenFor(request)));
  await page.goto("/en/listingsale");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1, name: "Boats for Sale" })).toBeVisible();
  await expect(page.getByLabel("Sort by")).toContainText("Year (newest)");
  await expectAccessible(page, "/en/listingsale");

  await page.goto(`/en/boat/${forSale.slug}`);
  await expect(page.getByRole("heading", { level: 2, name: "This boat is for sale" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Request details" })).toBeVisible();
  await expectAccessible(page, "/en/boat (for sale)");
});
