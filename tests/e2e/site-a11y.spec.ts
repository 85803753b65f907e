import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { COLOUR_RULES, expectAccessible } from "./support/axe";
import { apiAs, createBoatForSale, tokenFor } from "./support/dashboard";
import { apiContent, firstPrice } from "./support/site";

type SitePage = {
  name: string;
  path: (request: APIRequestContext) => Promise<string>;
  /** What the page's client widgets show once they have rendered (prices, calendar, stored reservations). */
  ready: (page: Page) => Promise<void>;
};

const pricesShown = async (page: Page) => {
  await expect(firstPrice(page)).toContainText(/[₺€$£]/);
};
const calendarShown = async (page: Page) => {
  await expect(page.locator("[data-day]").first()).toBeVisible();
};

const PAGES: SitePage[] = [
  { name: "home", path: async () => "/", ready: pricesShown },
  { name: "listing", path: async () => "/listing", ready: pricesShown },
  { name: "listingsale", path: async () => "/listingsale", ready: pricesShown },
  {
    name: "boat for rent",
    path: async (request) =>
      `/boat/${(await apiContent(request, "/v1/searchboats?order=popular&take=1")).items[0].slug}`,
    ready: calendarShown,
  },
  {
    name: "boat for sale",
    path: async (request) => `/boat/${(await createBoatForSale(apiAs(request, await tokenFor(request)))).slug}`,
    ready: async (page) => {
      await expect(page.getByRole("button", { name: "Bilgi iste" })).toBeVisible();
    },
  },
  {
    name: "enquire",
    path: async () => "/enquire",
    ready: async (page) => {
      await expect(
        page.getByText("Bu tarayıcıdan yapılmış bir rezervasyon bulunamadı.", { exact: false }),
      ).toBeVisible();
    },
  },
];

for (const { name, path, ready } of PAGES) {
  test(`${name}: no serious or critical axe violations, light and dark`, async ({ page, request }) => {
    const url = await path(request);
    for (const scheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(url);
      await expect(page.locator("html")).toHaveClass(scheme === "dark" ? /dark/ : /^(?!.*dark)/);
      await ready(page);
      // The light scheme gets every rule; the dark one, which only swaps colours, the colour rules.
      await expectAccessible(page, `${url} (${scheme})`, scheme === "dark" ? { rules: COLOUR_RULES } : {});
    }
  });
}

test.describe("phone screenshots", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("/, /listing and a boat page render on a phone without sideways scrolling", async ({ page, request }) => {
    const list = await apiContent(request, "/v1/searchboats?take=1");
    for (const [name, path] of [
      ["home", "/"],
      ["listing", "/listing"],
      ["boat", `/boat/${list.items[0].slug}`],
    ] as const) {
      await page.goto(path);
      await page.waitForLoadState("load");
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `/tmp/h6a-e2e-${name}.png`, fullPage: false });
    }
  });
});
