import { expect, type APIRequestContext, type Page } from "@playwright/test";

/** Helpers of the public-site specs: read the API the page uses, find bookable dates. */
export async function apiContent<T = any>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path);
  expect(res.ok(), `${path} → ${res.status()}`).toBe(true);
  return (await res.json()).content as T;
}

const iso = (d: Date) => d.toISOString().slice(0, 10);
export const daysFromToday = (n: number) => iso(new Date(Date.now() + n * 86_400_000));

/** A stay the boat can be booked for (asks the quote API), searching forward from `from` days ahead. */
export async function findBookableStay(
  request: APIRequestContext,
  slug: string,
  from = 20,
): Promise<{ start: string; end: string; quote: any }> {
  for (let offset = from; offset < from + 200; offset += 3) {
    for (const nights of [3, 7]) {
      const start = daysFromToday(offset);
      const end = daysFromToday(offset + nights);
      const res = await request.post(`/v1/boats/${slug}/quote`, {
        data: { start_date: start, end_date: end, guests: 2 },
      });
      if (res.ok()) return { start, end, quote: (await res.json()).content };
    }
  }
  throw new Error(`No bookable stay found for ${slug}`);
}

/**
 * The first of the given boats that can be booked from `from` days ahead, with that stay. Specs running side by side
 * may find the same boat: each spec that calls this starts 10 days from the others (20, 30 … 120), more than a stay's
 * 7 nights, so that two never race for the same dates.
 */
export async function findBookableBoat<B extends { slug: string }>(
  request: APIRequestContext,
  boats: B[],
  from = 20,
): Promise<{ boat: B; start: string; end: string; quote: any }> {
  for (const boat of boats) {
    const stay = await findBookableStay(request, boat.slug, from).catch(() => null);
    if (stay) return { boat, ...stay };
  }
  throw new Error("No bookable boat found");
}

/** The first boat card's price text on the page. */
export const firstPrice = (page: Page) => page.locator("[data-boat-card] [data-price]").first();

/**
 * Waits until a site page has hydrated. Its JavaScript is fetched after the first paint (decision 0039), so the load
 * event no longer means the page's buttons work: a test that presses one at once would press the server's HTML.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
}
