import { expect, test } from "./support/test";
import { apiContent, findBookableBoat } from "./support/site";

/**
 * Issue 17 item 1: on a phone the booking panel sits below the gallery and the boat's details, and its working part
 * (extras, quote, reservation form) loads only when the panel comes near the screen. This browser never idles, so
 * the load-when-idle fallback (3 s after hydration, then an idle moment) cannot bring it; only scrolling can.
 */
test("on a phone the booking form's code loads when the panel is scrolled to, and then works", async ({
  browser,
  request,
}) => {
  const popular = await apiContent<{ items: { slug: string }[] }>(request, "/v1/searchboats?order=popular&take=8");
  const { boat, ...stay } = await findBookableBoat(request, popular.items, 50);
  const slug = boat.slug;
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.clock.install();
  await page.addInitScript(() => {
    window.requestIdleCallback = (() => 1) as typeof window.requestIdleCallback;
  });
  const extrasAsked: string[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith(`/v1/boats/${slug}/extras`)) extrasAsked.push(r.url());
  });

  await page.goto(`/boat/${slug}`);
  const panel = page.getByRole("complementary", { name: "Rezervasyon" });
  // Hydrated: the gallery's first photo opens the lightbox only once the page's script runs.
  await expect(page.locator("[data-photo]").first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  await page.clock.fastForward(5000);
  await expect(panel).not.toBeInViewport();
  expect(extrasAsked, "the form's part is not loaded before the panel is near").toEqual([]);
  await expect(panel.getByText("Fiyatı görmek için giriş ve çıkış tarihlerini seçin.")).toHaveCount(1);

  const asked = page.waitForRequest((r) => r.url().endsWith(`/v1/boats/${slug}/extras`));
  await panel.getByLabel("Giriş").scrollIntoViewIfNeeded();
  await asked;

  // The part that came works as before: the stay's quote, then the reservation form.
  await panel.getByLabel("Giriş").fill(stay.start);
  await panel.getByLabel("Çıkış").fill(stay.end);
  const quote = panel.getByTestId("quote");
  await expect(quote).toContainText(`${stay.quote.day_count} gece`);
  await expect(panel.getByRole("button", { name: "Rezervasyon talebi gönder" })).toBeVisible();
  await context.close();
});
