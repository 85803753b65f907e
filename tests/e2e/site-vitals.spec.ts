import { expect, test } from "./support/test";
import { apiAs, signInAsAdmin, tokenFor } from "./support/dashboard";

type Summary = { pages: { page: string; last7: Record<string, { p75: number | null; count: number }> }[] };

/** How many TTFB values of /faq the dashboard's 7-day figures hold. */
async function faqCount(api: ReturnType<typeof apiAs>) {
  const summary = (await api.get("/admin/vitals")) as Summary;
  return summary.pages.find((p) => p.page === "/faq")?.last7.TTFB?.count ?? 0;
}

test("a real page load's vitals go out by beacon when the page is left, and show in the dashboard's figures", async ({
  page,
  request,
}) => {
  const api = apiAs(request, await tokenFor(request));
  const before = await faqCount(api);

  await page.goto("/faq");
  // The reporter loads web-vitals after hydration (the e2e server samples every load, VITALS_SAMPLE_RATE=1).
  await page.waitForLoadState("networkidle");
  await page.getByRole("heading", { level: 1 }).click();

  const beacon = page.waitForRequest((r) => r.url().endsWith("/v1/vitals") && r.method() === "POST");
  await page.goto("/about");
  const sent = (await beacon).postDataJSON() as { page: string; metrics: { name: string; value: number }[] };
  expect(sent.page).toBe("/faq");
  const names = sent.metrics.map((m) => m.name);
  expect(names).toContain("TTFB");
  expect(names).toContain("LCP");
  expect(Object.keys(sent).sort()).toEqual(["metrics", "page"]);

  await expect.poll(() => faqCount(api)).toBeGreaterThan(before);

  await signInAsAdmin(page);
  await page.goto("/dashboard");
  await page.getByRole("link", { name: "Site Hızı" }).click();
  await expect(page.getByRole("heading", { name: "Site Hızı", level: 1 })).toBeVisible();
  const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "/faq", exact: true }) });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole("cell").first()).toContainText(/ms|sn/);
  await expect(page.getByRole("img", { name: /günlük LCP 75\. yüzdeliği/ })).toBeVisible();
});
