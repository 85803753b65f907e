import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { type Api, apiAs, signInAsAdmin, tokenFor } from "./support/dashboard";

type Figure = { p75: number | null; count: number };
type Summary = { pages: { page: string; kind: string; last7: Record<string, Figure> }[] };

/** How many values of `metric` the dashboard's 7-day figures hold for a page's views of one kind. */
async function count(api: Api, page: string, kind: "hard" | "soft", metric: string) {
  const summary = await api.get<Summary>("/admin/vitals");
  return summary.pages.find((p) => p.page === page && p.kind === kind)?.last7[metric]?.count ?? 0;
}

/** Opens /listing and follows a boat card through the app's router (a soft navigation). */
async function listingToBoat(page: Page) {
  await page.goto("/listing");
  // The reporter loads web-vitals after hydration (the e2e server samples every load, VITALS_SAMPLE_RATE=1).
  await page.waitForLoadState("networkidle");
  await page.locator("[data-boat-card] a").first().click();
  await expect(page).toHaveURL(/\/boat\/[^/?]+/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // Two frames and a task posted after them: the boat page has been painted, and the reporter's NAV (taken in a task
  // queued from the first frame) is kept.
  await page.evaluate(
    () =>
      new Promise((painted) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => painted(undefined);
            channel.port2.postMessage(null);
          }),
        ),
      ),
  );
}

test("a client-side navigation from /listing to a boat page is measured as a soft view of the boat route", async ({
  page,
  request,
}) => {
  const api = apiAs(request, await tokenFor(request));
  const boatNav = await count(api, "/boat/[slug]", "soft", "NAV");
  const boatInp = await count(api, "/boat/[slug]", "soft", "INP");
  const listingTtfb = await count(api, "/listing", "hard", "TTFB");

  await listingToBoat(page);
  // The browser declares a soft navigation some frames after the URL changed (once the new content has painted);
  // a tap before that would belong to /listing's view. Wait for the declaration.
  await page.evaluate(
    () =>
      new Promise((declared) =>
        new PerformanceObserver((list, observer) => {
          if (list.getEntries().some((entry) => entry.name.includes("/boat/"))) {
            observer.disconnect();
            declared(undefined);
          }
        }).observe({ type: "soft-navigation", buffered: true } as PerformanceObserverInit),
      ),
  );
  const heading = page.getByRole("heading", { level: 1 });
  // A late, slow tap on the boat page (a handler that holds the main thread for 100 ms, so that INP has an
  // interaction past web-vitals' 40 ms floor on any machine): it counts for the boat page's view, not for /listing
  // where the visit began.
  await heading.evaluate((element) =>
    element.addEventListener("click", () => {
      const until = performance.now() + 100;
      while (performance.now() < until);
    }),
  );
  await heading.click();
  // The browser reports an interaction's timing after the frame that follows it, and web-vitals takes it in when the
  // page is next idle (an idle callback queued on that report). Leaving before either (a busy CI machine) leaves INP
  // nothing to send: wait for the report, then for an idle callback queued after web-vitals' own.
  await page.evaluate(
    () =>
      new Promise((taken) =>
        new PerformanceObserver((list, observer) => {
          if (list.getEntries().some((entry) => entry.name === "click")) {
            observer.disconnect();
            requestIdleCallback(() => taken(undefined), { timeout: 3_000 });
          }
        }).observe({ type: "event", durationThreshold: 16, buffered: true } as PerformanceObserverInit),
      ),
  );
  // Leaving the document sends its views' beacons (Playwright does not see unload beacons: the figures are the proof).
  await page.goto("/about");

  // NAV is the router's own measure, INP web-vitals' split per navigation (Chromium's Soft Navigation API): two beacons.
  await expect.poll(() => count(api, "/boat/[slug]", "soft", "NAV")).toBeGreaterThan(boatNav);
  await expect.poll(() => count(api, "/boat/[slug]", "soft", "INP")).toBeGreaterThan(boatInp);
  await expect.poll(() => count(api, "/listing", "hard", "TTFB")).toBeGreaterThan(listingTtfb);

  await signInAsAdmin(page);
  await page.goto("/dashboard/vitals");
  const softViews = page.getByRole("table", { name: /^Sayfa içi geçişler/ });
  await expect(softViews.getByRole("columnheader", { name: "NAV (geçiş süresi)" })).toBeVisible();
  const row = softViews.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "/boat/[slug]" }) });
  await expect(row.getByRole("cell").first()).toContainText(/ms|sn/);
});

test("a browser without the Soft Navigation API still reports each soft navigation's NAV", async ({
  page,
  request,
}) => {
  const api = apiAs(request, await tokenFor(request));
  const boatNav = await count(api, "/boat/[slug]", "soft", "NAV");
  const listingTtfb = await count(api, "/listing", "hard", "TTFB");
  // As Safari and Firefox are: no soft-navigation entries (web-vitals then measures the hard load only).
  await page.addInitScript(() => {
    const types = PerformanceObserver.supportedEntryTypes.filter((type) => type !== "soft-navigation");
    Object.defineProperty(PerformanceObserver, "supportedEntryTypes", { get: () => types });
    delete (globalThis as { PerformanceSoftNavigation?: unknown }).PerformanceSoftNavigation;
  });

  await listingToBoat(page);
  expect(await page.evaluate(() => PerformanceObserver.supportedEntryTypes.includes("soft-navigation"))).toBe(false);
  await page.goto("/about");

  await expect.poll(() => count(api, "/boat/[slug]", "soft", "NAV")).toBeGreaterThan(boatNav);
  await expect.poll(() => count(api, "/listing", "hard", "TTFB")).toBeGreaterThan(listingTtfb);
});
