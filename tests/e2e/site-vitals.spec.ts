import { expect, test } from "./support/test";
import { apiAs, type Api, signInAsAdmin, tokenFor } from "./support/dashboard";

type Figure = { p75: number | null; count: number };
type Summary = { pages: { page: string; kind: string; last7: Record<string, Figure> }[] };

/** How many values of each metric the dashboard's 7-day figures hold for /faq's hard loads. */
async function faqCounts(api: Api) {
  const summary = (await api.get("/admin/vitals")) as Summary;
  const faq = summary.pages.find((p) => p.page === "/faq" && p.kind === "hard");
  return { TTFB: faq?.last7.TTFB?.count ?? 0, LCP: faq?.last7.LCP?.count ?? 0 };
}

test("a real page load's vitals go out by beacon when the page is left, and show in the dashboard's figures", async ({
  page,
  request,
}) => {
  const api = apiAs(request, await tokenFor(request));
  const before = await faqCounts(api);

  await page.goto("/faq");
  // The reporter loads web-vitals after hydration (the e2e server samples every load, VITALS_SAMPLE_RATE=1).
  await page.waitForLoadState("networkidle");
  // An input ends the LCP measurement; leaving the page sends the beacon (Playwright does not see unload beacons,
  // so the server's figures are the proof).
  await page.getByRole("heading", { level: 1 }).click();
  await page.goto("/about");

  await expect.poll(async () => (await faqCounts(api)).TTFB).toBeGreaterThan(before.TTFB);
  expect((await faqCounts(api)).LCP).toBeGreaterThan(before.LCP);

  await signInAsAdmin(page);
  await page.goto("/dashboard");
  await page.getByRole("link", { name: "Site Hızı" }).click();
  await expect(page.getByRole("heading", { name: "Site Hızı", level: 1 })).toBeVisible();
  const hardLoads = page.getByRole("table", { name: /^Tam sayfa yüklemeleri/ });
  const row = hardLoads.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "/faq", exact: true }) });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole("cell").first()).toContainText(/ms|sn/);
  await page.getByLabel("Sayfa", { exact: true }).selectOption("/faq");
  await expect(
    page.getByRole("img", { name: "/faq sayfasının günlük LCP 75. yüzdeliği grafiği; değerler tablodadır." }),
  ).toBeVisible();
});
