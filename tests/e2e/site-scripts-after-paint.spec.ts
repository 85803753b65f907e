import { expect, test } from "./support/test";
import { apiAs, createBoat, createBoatForSale, tokenFor, uploadBoatPhotos } from "./support/dashboard";
import { waitForHydration } from "./support/site";

type Timing = { dcl: number; fcp: number; chunks: { name: string; start: number }[] };

/** When the document was parsed and first painted, and when each of Next's chunks was asked for (ms). */
const READ_TIMING = `(() => {
  const nav = performance.getEntriesByType("navigation")[0];
  const fcp = performance.getEntriesByName("first-contentful-paint")[0];
  return {
    dcl: nav.domContentLoadedEventStart,
    fcp: fcp ? fcp.startTime : Number.NaN,
    chunks: performance
      .getEntriesByType("resource")
      .filter((r) => r.name.includes("/_next/static/chunks/") && r.name.endsWith(".js"))
      .map((r) => ({ name: r.name, start: r.startTime })),
  };
})()`;

/**
 * Issue 17 (decision 0039): a site page's JavaScript is asked for once the document is parsed and its first content
 * is on the screen, so that on a phone the framework neither shares the bandwidth with the first picture nor runs
 * before the first paint. The page then hydrates and works as before.
 */
test("a boat page asks for its JavaScript after its first paint and then works", async ({ browser, request }) => {
  const token = await tokenFor(request);
  const boat = await createBoat(apiAs(request, token));
  await uploadBoatPhotos(request, token, boat.id, 2);
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();

  const response = await page.goto(`/boat/${boat.slug}`);
  expect(response?.headers()["content-encoding"], "the page is still gzipped").toBe("gzip");
  const html = (await response?.text()) ?? "";
  expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async/);
  expect(html).not.toMatch(/<link rel="preload" as="script"/);

  // Hydrated once its JavaScript has come: the gallery's first photo then opens the lightbox.
  await waitForHydration(page);
  await page.locator("[data-photo]").first().click();
  await expect(page.getByRole("dialog")).toBeVisible();

  const timing = (await page.evaluate(READ_TIMING)) as Timing;
  expect(timing.chunks.length, "Next's chunks were loaded").toBeGreaterThan(3);
  expect(Number.isFinite(timing.fcp)).toBe(true);
  for (const chunk of timing.chunks) {
    expect(chunk.start, `${chunk.name} after the document was parsed`).toBeGreaterThanOrEqual(timing.dcl);
    expect(chunk.start, `${chunk.name} after the first paint`).toBeGreaterThanOrEqual(timing.fcp);
  }
  await context.close();
});

/**
 * A browser that reports the first paint late (here never: paint reports are silenced), as when a fast connection
 * has loaded everything before the paint is reported: the page's load event still waits for its JavaScript, as it
 * did with Next's own tags, so hydration has run by then.
 */
const LATE_PAINT = `
  const observe = PerformanceObserver.prototype.observe;
  PerformanceObserver.prototype.observe = function (options) {
    if (options && options.type === "paint") return;
    return observe.call(this, options);
  };
  const byName = performance.getEntriesByName.bind(performance);
  performance.getEntriesByName = (name, type) => (name === "first-contentful-paint" ? [] : byName(name, type));
  addEventListener("load", () => {
    window.__atLoad = { nextStarted: typeof window.next === "object", frames: document.querySelectorAll("iframe").length };
  });
`;

test("a page whose first paint is reported late still runs its JavaScript before its load event", async ({
  browser,
  request,
}) => {
  const token = await tokenFor(request);
  const boat = await createBoat(apiAs(request, token));
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  const page = await context.newPage();
  await page.addInitScript(LATE_PAINT);
  await page.goto(`/boat/${boat.slug}`, { waitUntil: "load" });
  const atLoad = await page.evaluate(() => (window as unknown as { __atLoad: unknown }).__atLoad);
  // Next's client had started (it sets window.next), and the frame that held the load event is gone.
  expect(atLoad).toEqual({ nextStarted: true, frames: 0 });
  await context.close();
});

test("the dashboard keeps Next's own script tags", async ({ request }) => {
  const response = await request.get("/dashboard/login");
  expect(response.status()).toBe(200);
  expect(await response.text()).toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async/);
});

// Before the script runs, a form that sends personal data cannot be sent natively (a GET that would put the code and
// e-mail address, or a buyer's name and message, into the address): its submit button waits for hydration.
test("the reservation lookup and a sale enquiry cannot be sent before the page's script runs", async ({
  page,
  request,
}) => {
  const boat = await createBoatForSale(apiAs(request, await tokenFor(request)));
  let release = () => {};
  const scriptsHeld = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/_next\/static\/chunks\/.+\.js$/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto(`/boat/${boat.slug}`, { waitUntil: "commit" });
  const saleForm = page.locator("section", { has: page.locator("#satilik") });
  await expect(saleForm.getByRole("button", { name: "Bilgi iste" })).toBeDisabled();
  release();
  await expect(saleForm.getByRole("button", { name: "Bilgi iste" })).toBeEnabled();

  await page.unrouteAll();
  const held = new Promise<void>(() => {});
  await page.route(/\/_next\/static\/chunks\/.+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/enquire", { waitUntil: "commit" });
  const lookup = page.getByRole("region", { name: "Rezervasyon sorgula" });
  await expect(lookup.getByRole("button", { name: "Sorgula" })).toBeDisabled();
});
