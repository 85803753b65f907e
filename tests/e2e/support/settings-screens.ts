import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Holds the answer of the next call to `path` (under /v1) until `release()`, so a test sees the screen's loading
 * state; the call itself reaches the real server.
 */
export async function holdNextCall(page: Page, path: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname === `/v1${path}`,
    async (route) => {
      await released;
      await route.continue();
    },
    { times: 1 },
  );
  return release;
}

/** The page as wide as a 390 px phone, without sideways scrolling. */
export async function expectFitsPhone(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, "the page scrolls sideways").toBeLessThanOrEqual(0);
}

/** A field (of the page or of a part of it) marked invalid, whose description (aria-describedby) is `message`. */
export async function expectInvalid(scope: Page | Locator, label: string, message: string) {
  const field = scope.getByLabel(label, { exact: true });
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(message);
}
