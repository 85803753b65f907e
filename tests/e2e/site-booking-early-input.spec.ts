import { expect, test } from "./support/test";
import { apiContent, findBookableBoat } from "./support/site";

// A guest on a slow phone picks the dates while the page's script is still loading: once it runs, the quote is
// for what they typed (the browser keeps typed values; the booking panel takes them over after hydration).
test("dates and guests typed before the page's script runs still give their quote", async ({ page, request }) => {
  const popular = await apiContent<{ items: { slug: string }[] }>(request, "/v1/searchboats?order=popular&take=8");
  const { boat, ...stay } = await findBookableBoat(request, popular.items.slice(1), 30);

  let release = () => {};
  const scriptsHeld = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/_next\/static\/chunks\/.+\.js$/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto(`/boat/${boat.slug}`, { waitUntil: "commit" });
  const panel = page.getByRole("complementary", { name: "Rezervasyon" });
  await panel.getByLabel("Giriş").fill(stay.start);
  await panel.getByLabel("Çıkış").fill(stay.end);
  await panel.getByLabel(/Misafir sayısı/).fill("3");
  await expect(panel.getByTestId("quote")).toHaveCount(0);

  release();
  const quote = panel.getByTestId("quote");
  await expect(quote).toContainText(`${stay.quote.day_count} gece`);
  await expect(quote.locator('[data-amount="total"]')).toContainText(/\d/);
  await expect(panel.getByLabel("Giriş")).toHaveValue(stay.start);
  await expect(panel.getByLabel(/Misafir sayısı/)).toHaveValue("3");
});
