import { expect, test } from "./support/test";
import { apiAs, createBoat, createBoatForSale, dayFromNow, tokenFor } from "./support/dashboard";
import { unique } from "./support/names-and-toasts";
import { apiContent, waitForHydration } from "./support/site";

type Page = import("@playwright/test").Page;
type Request = import("@playwright/test").APIRequestContext;
const count = (page: Page) => page.getByTestId("result-count");

/**
 * The listing at `pagePath` shows the API's total for the same filters. Specs running beside this one add boats,
 * so the page and the API are read again together until they agree (the page cache follows within moments).
 */
/**
 * After a filter changed through the UI: the count shown is the API's for the same filters, read before (`before`)
 * or after it — boats that specs running beside this one add can only raise it meanwhile.
 */
async function expectUiCount(page: Page, request: Request, apiPath: string, before: number) {
  await expect
    .poll(async () => {
      const shown = Number(await count(page).textContent());
      const after = (await apiContent(request, apiPath)).total as number;
      return shown >= before && shown <= after;
    })
    .toBe(true);
}

async function expectListingCount(page: Page, request: Request, pagePath: string, apiPath: string) {
  await expect(async () => {
    await page.goto(pagePath);
    const api = await apiContent(request, apiPath);
    await expect(count(page)).toHaveText(String(api.total), { timeout: 2000 });
  }).toPass({ timeout: 30_000 });
}

test("filters in the URL: regions, types, guests, dates and price agree with the API", async ({ page, request }) => {
  const options = await apiContent(request, "/v1/search/boatoptions");
  const type = options.types.find((t: { count: number }) => t.count > 0);
  await expectListingCount(page, request, `/listing?types=${type.id}`, `/v1/searchboats?types=${type.id}&take=1`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Kiralık ${type.name}`);
  const cards = page.locator("[data-boat-card]");
  for (const text of await cards.allTextContents()) expect(text).toContain(type.name);
  await expect(page.getByRole("checkbox", { name: new RegExp(`^${type.name}`) })).toBeChecked();

  const marina = options.marinas.find((m: { count: number }) => m.count > 0);
  await expectListingCount(
    page,
    request,
    `/listing?regions=${marina.id}`,
    `/v1/searchboats?regions=${marina.id}&take=1`,
  );

  await expectListingCount(
    page,
    request,
    "/listing?guests=12&price_max=80000&order=price_desc",
    "/v1/searchboats?guests=12&price_max=80000&take=48",
  );
  await expect(page.getByRole("combobox", { name: "Sırala" })).toHaveValue("price_desc");
});

test("dates in the URL leave out a boat booked on those days", async ({ page, request }) => {
  // A boat of its own: booking a boat found on the site would book another spec's boat under it (that spec then
  // found this booking where it looked for its own).
  const admin = apiAs(request, await tokenFor(request));
  const created = await createBoat(admin, { name: `Takvim Teknesi ${unique()}` });
  await admin.post("/admin/boats/price", {
    boat_id: created.id,
    start_date: dayFromNow(120),
    end_date: dayFromNow(140),
    day_price: 30_000,
    currency: "EUR",
  });
  const boat = await apiContent<{ slug: string; marina: { id: number } }>(request, `/v1/boats/${created.slug}`);
  const stay = { start: dayFromNow(125), end: dayFromNow(128) };
  const filters = `regions=${boat.marina.id}&start_date=${stay.start}&end_date=${stay.end}`;
  const url = `/listing?${filters}`;
  await page.goto(url);
  await expect(page.locator(`[data-boat-card="${boat.slug}"]`)).toBeVisible();
  // The card carries the searched stay to the boat page, where the booking panel starts with it.
  await expect(page.locator(`[data-boat-card="${boat.slug}"] a`)).toHaveAttribute(
    "href",
    `/boat/${boat.slug}?start_date=${stay.start}&end_date=${stay.end}`,
  );
  const res = await request.post("/v1/reservations", {
    data: {
      boat_slug: boat.slug,
      start_date: stay.start,
      end_date: stay.end,
      guests: 2,
      customer_name: "Liste Testi",
      customer_email: "liste-testi@liman.test",
      customer_phone: "+90 532 111 22 33",
      kvkk_consent: true,
    },
  });
  expect(res.status()).toBe(201);
  await page.goto(url);
  await expect(page.locator(`[data-boat-card="${boat.slug}"]`)).toHaveCount(0);
  // The count shown is the API's for the same filters, without the booked boat.
  const after = await apiContent(request, `/v1/searchboats?${filters}&take=48`);
  expect(after.items.map((b: { slug: string }) => b.slug)).not.toContain(boat.slug);
  await expectListingCount(page, request, url, `/v1/searchboats?${filters}&take=1`);
  await expect(page.getByText(/arası müsait/)).toBeVisible();
});

test("filters through the UI: checkboxes, numbers and sort update the URL and the results", async ({
  page,
  request,
}) => {
  const options = await apiContent(request, "/v1/search/boatoptions");
  const [a, b] = options.types.filter((t: { count: number }) => t.count > 0);
  await page.goto("/listing");
  await waitForHydration(page);
  const onlyA = `/v1/searchboats?types=${a.id}&take=1`;
  const beforeA = (await apiContent(request, onlyA)).total;
  await page.getByRole("checkbox", { name: new RegExp(`^${a.name}`) }).check();
  await expect(page).toHaveURL(new RegExp(`types=${a.id}$`));
  await expectUiCount(page, request, onlyA, beforeA);
  const both = `/v1/searchboats?types=${a.id},${b.id}&take=1`;
  const beforeBoth = (await apiContent(request, both)).total;
  await page.getByRole("checkbox", { name: new RegExp(`^${b.name}`) }).check();
  await expect(page).toHaveURL(new RegExp(`types=${a.id},${b.id}$`));
  await expectUiCount(page, request, both, beforeBoth);

  const guests = `/v1/searchboats?types=${a.id},${b.id}&guests=10&take=1`;
  const beforeGuests = (await apiContent(request, guests)).total;
  await page.getByLabel("Misafir (en az)").fill("10");
  await page.getByRole("button", { name: "Filtrele" }).click();
  await expect(page).toHaveURL(/guests=10/);
  await expectUiCount(page, request, guests, beforeGuests);

  await page.getByRole("combobox", { name: "Sırala" }).selectOption("price_asc");
  await expect(page).toHaveURL(/order=price_asc/);
  const sorted = await apiContent(request, `/v1/searchboats?types=${a.id},${b.id}&guests=10&order=price_asc&take=12`);
  const names = await page.locator("[data-boat-card] h2, [data-boat-card] h3").allTextContents();
  expect(names).toEqual(sorted.items.map((i: { name: string }) => i.name));

  // Back goes to the previous filters, and the form follows the URL.
  await page.goBack();
  await expect(page).not.toHaveURL(/order=/);
  await expect(page.getByLabel("Misafir (en az)")).toHaveValue("10");
});

test("result count, pages and the empty state", async ({ page, request }) => {
  const all = await apiContent(request, "/v1/searchboats?take=1");
  await expectListingCount(page, request, "/listing", "/v1/searchboats?take=1");
  await expect(page.locator("[data-boat-card]")).toHaveCount(12);
  expect(all.total, "the demo data fills more than one page").toBeGreaterThan(12);
  await page.getByRole("link", { name: "Sayfa 2" }).click();
  await expect(page).toHaveURL(/sayfa=2/);
  await expect(page.getByRole("link", { name: "Sayfa 2" })).toHaveAttribute("aria-current", "page");
  await page.goto("/listing?guests=999");
  await expect(page.getByText("Aradığınız kriterlere uygun tekne bulunamadı.")).toBeVisible();
  await expect(count(page)).toHaveText("0");
  // Invalid filters are ignored: the whole listing's count.
  await expectListingCount(page, request, "/listing?guests=abc&start_date=2020-13-40", "/v1/searchboats?take=1");
  await expect(page.getByText("Bazı filtreler geçersiz olduğu için yok sayıldı.")).toBeVisible();
});

test("boats for sale show the sale price, year and length", async ({ page, request }) => {
  await createBoatForSale(apiAs(request, await tokenFor(request)));
  const sale = await apiContent(request, "/v1/searchboatsforsale?take=12");
  await page.goto("/listingsale");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Satılık Tekneler");
  await expectUiCount(page, request, "/v1/searchboatsforsale?take=1", sale.total);
  const first = sale.items[0];
  const card = page.locator(`[data-boat-card="${first.slug}"]`);
  await expect(card).toContainText(`${first.year} yapım`);
  await expect(card.locator("[data-price]")).toContainText("₺");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the home page, the listing and a boat page are complete HTML", async ({ page, request }) => {
    const popular = await apiContent(request, "/v1/searchboats?order=popular&take=1");
    const boat = await apiContent(request, `/v1/boats/${popular.items[0].slug}`);
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Popüler Tekneler" })).toBeVisible();
    await expect(page.locator("[data-boat-card]").first()).toBeVisible();
    // In popular order, as asked of the API: other specs add boats of this type that would push it off page 1.
    await page.goto(`/listing?types=${boat.type.id}&order=popular`);
    await expect(page.locator(`[data-boat-card="${boat.slug}"]`)).toBeVisible();
    await expect(page.locator("[data-boat-card] [data-price]").first()).toContainText("₺");
    await page.goto(`/boat/${boat.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: boat.name })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Dönemlik fiyatlar" })).toBeVisible();
    await expect(page.getByRole("table")).toContainText("₺");
    await expect(page.locator('script[type="application/ld+json"]').first()).toBeAttached();
    // The hero search form works as a plain GET form.
    await page.goto("/");
    await page.getByLabel("Misafir").first().fill("8");
    await page.getByRole("button", { name: "Tekne Bul" }).click();
    await expect(page).toHaveURL(/\/listing\?.*guests=8/);
    await expect(page.getByTestId("result-count")).toBeVisible();
  });
});
