import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./support/test";
import { apiContent } from "./support/site";

async function seriousViolations(page: import("@playwright/test").Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id}: ${v.help} → ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(" | ")}`,
    );
}

const PAGES = [
  { name: "home", path: async () => "/" },
  { name: "listing", path: async () => "/listing" },
  { name: "listingsale", path: async () => "/listingsale" },
  {
    name: "boat for rent",
    path: async (request: APIRequestContext) =>
      `/boat/${(await apiContent(request, "/v1/searchboats?take=1")).items[0].slug}`,
  },
  {
    name: "boat for sale",
    path: async (request: APIRequestContext) => {
      const sale = await apiContent(request, "/v1/searchboatsforsale?take=1");
      return sale.items[0] ? `/boat/${sale.items[0].slug}` : null;
    },
  },
  { name: "enquire", path: async () => "/enquire" },
];

for (const theme of ["light", "dark"] as const) {
  test.describe(`axe, ${theme} theme`, () => {
    test.use({ colorScheme: theme });
    for (const { name, path } of PAGES) {
      test(`${name}: no serious or critical violations`, async ({ page, request }) => {
        const url = await path(request);
        test.skip(url === null, "no such page in the demo data");
        await page.goto(url!);
        await page.waitForLoadState("load");
        // Client widgets (prices, calendar, stored reservations) have rendered.
        await page.waitForTimeout(1000);
        expect(await seriousViolations(page), `${url} (${theme})`).toEqual([]);
      });
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
