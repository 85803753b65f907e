import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { clock } from "@/lib/clock";
import { webVitals } from "@/server/db/schema";
import { deleteOldVitals } from "@/server/vitals/delete-old-vitals";
import { VITALS_LIMIT } from "@/server/api/routes/vitals";
import { staffTokens } from "../support/content-helpers";
import { createTestApi, type TestApi } from "../support/test-api";
import { freezeClock } from "../support/test-dates";

let api: TestApi;
let t: Awaited<ReturnType<typeof staffTokens>>;
let unfreeze: (() => void) | undefined;

beforeAll(async () => {
  api = await createTestApi({ TRUST_PROXY: "1" });
  t = await staffTokens(api);
});
afterEach(() => {
  unfreeze?.();
  unfreeze = undefined;
});

let address = 0;
/** Each beacon from its own address unless told: the rate limit is tested on its own. */
const beacon = (body: unknown, ip = `198.51.100.${(address++ % 250) + 1}`) =>
  api.call("POST", "/v1/vitals", { body: body as Record<string, unknown>, headers: { "x-forwarded-for": ip } });
const summary = async () => (await api.call("GET", "/v1/admin/vitals", { token: t.adminToken })).json.content;
const hoursAgo = (h: number) => new Date(clock.now().getTime() - h * 3_600_000);

describe("the vitals beacon", () => {
  it("stores a page load's measurements under the page's pattern and kind, and nothing else", async () => {
    const sent = await beacon({
      page: "/boat/[slug]",
      kind: "hard",
      metrics: [
        { name: "LCP", value: 1830.4 },
        { name: "CLS", value: 0.02 },
        { name: "TTFB", value: 120 },
      ],
    });
    expect(sent.status).toBe(200);
    expect(sent.json.content).toEqual({ received: true });
    const rows = await api.db.select().from(webVitals);
    expect(rows.map((r) => [r.page, r.kind, r.metric, r.value]).sort()).toEqual([
      ["/boat/[slug]", "hard", "CLS", 0.02],
      ["/boat/[slug]", "hard", "LCP", 1830.4],
      ["/boat/[slug]", "hard", "TTFB", 120],
    ]);
    expect(Object.keys(rows[0]!).sort()).toEqual(["id", "kind", "metric", "page", "recordedAt", "value"]);
  });

  it("stores a soft navigation's measurements, its transition time (NAV) among them, as soft", async () => {
    await api.db.delete(webVitals);
    const sent = await beacon({
      page: "/en/boat/[slug]",
      kind: "soft",
      metrics: [
        { name: "NAV", value: 412.6 },
        { name: "LCP", value: 530 },
        { name: "INP", value: 96 },
        { name: "CLS", value: 0 },
      ],
    });
    expect(sent.status).toBe(200);
    const rows = await api.db.select().from(webVitals);
    expect(rows.map((r) => [r.page, r.kind, r.metric, r.value]).sort()).toEqual([
      ["/en/boat/[slug]", "soft", "CLS", 0],
      ["/en/boat/[slug]", "soft", "INP", 96],
      ["/en/boat/[slug]", "soft", "LCP", 530],
      ["/en/boat/[slug]", "soft", "NAV", 412.6],
    ]);
  });

  it("takes a beacon without a kind, as the script before soft navigations sent it, as a hard load", async () => {
    await api.db.delete(webVitals);
    const sent = await beacon({ page: "/listing", metrics: [{ name: "LCP", value: 900 }] });
    expect(sent.status).toBe(200);
    const rows = await api.db.select().from(webVitals);
    expect(rows.map((r) => [r.page, r.kind, r.metric, r.value])).toEqual([["/listing", "hard", "LCP", 900]]);
    const soft = await beacon({ page: "/listing", metrics: [{ name: "NAV", value: 300 }] });
    expect(soft.status).toBe(400);
    expect(soft.json.fields).toEqual({ metrics: "Bu ölçüm bu tür bir sayfa görüntülemesi için gönderilemez." });
  });

  it.each([
    [
      { page: "/", kind: "spa", metrics: [{ name: "LCP", value: 1 }] },
      "kind",
      "Ölçümün türü hard (tam yükleme) ya da soft (sayfa içi geçiş) olmalı.",
    ],
    [
      { page: "/", kind: 1, metrics: [{ name: "LCP", value: 1 }] },
      "kind",
      "Ölçümün türü hard (tam yükleme) ya da soft (sayfa içi geçiş) olmalı.",
    ],
    [
      { page: "/", kind: "hard", metrics: [{ name: "NAV", value: 300 }] },
      "metrics",
      "Bu ölçüm bu tür bir sayfa görüntülemesi için gönderilemez.",
    ],
    [
      { page: "/", kind: "soft", metrics: [{ name: "TTFB", value: 0 }] },
      "metrics",
      "Bu ölçüm bu tür bir sayfa görüntülemesi için gönderilemez.",
    ],
  ])("refuses a beacon whose kind is unknown or does not fit its metrics: %j", async (body, field, message) => {
    const before = (await api.db.select().from(webVitals)).length;
    const res = await beacon(body);
    expect(res.status).toBe(400);
    expect(res.json.code).toBe("VALIDATION_ERROR");
    expect(res.json.fields).toEqual({ [field]: message });
    expect((await api.db.select().from(webVitals)).length).toBe(before);
  });

  it.each([
    [{ page: "/boat/kirmizi-gulet", kind: "hard", metrics: [{ name: "LCP", value: 1 }] }, "Ölçülen sayfa tanınmadı."],
    [{ page: "/dashboard", kind: "hard", metrics: [{ name: "LCP", value: 1 }] }, "Ölçülen sayfa tanınmadı."],
    [
      { page: "/", kind: "hard", metrics: [{ name: "FID", value: 1 }] },
      "Ölçüm adı LCP, INP, CLS, TTFB ya da NAV olmalı.",
    ],
    [{ page: "/", kind: "hard", metrics: [{ name: "LCP", value: -5 }] }, "Ölçüm değeri negatif olamaz."],
    [{ page: "/", kind: "hard", metrics: [{ name: "CLS", value: 99 }] }, "Ölçüm değeri geçerli aralığın dışında."],
    [{ page: "/", kind: "hard", metrics: [] }, "En az bir ölçüm gönderilmeli."],
    [
      {
        page: "/",
        kind: "hard",
        metrics: [
          { name: "LCP", value: 1 },
          { name: "LCP", value: 2 },
        ],
      },
      "Her ölçüm bir kez gönderilmeli.",
    ],
    [{ page: "/", kind: "hard", metrics: [{ name: "LCP", value: 1 }], ip: "203.0.113.9" }, null],
  ])("refuses a malformed beacon with a Turkish 400 and stores nothing: %j", async (body, message) => {
    const before = (await api.db.select().from(webVitals)).length;
    const res = await beacon(body);
    expect(res.status).toBe(400);
    if (message) expect(JSON.stringify(res.json)).toContain(message);
    expect((await api.db.select().from(webVitals)).length).toBe(before);
  });

  it.each([
    ["hard", "NAV"],
    ["soft", "TTFB"],
    ["spa", "LCP"],
  ])("the database itself refuses a %s view's %s", async (kind, metric) => {
    const row = { page: "/faq", kind, metric, value: 1, recordedAt: clock.now() };
    await expect(api.db.insert(webVitals).values(row)).rejects.toThrow();
  });

  it(`answers 429 past ${VITALS_LIMIT.max} beacons from one address in 10 minutes`, async () => {
    const body = { page: "/listing", kind: "hard", metrics: [{ name: "TTFB", value: 90 }] };
    const statuses: number[] = [];
    for (let i = 0; i <= VITALS_LIMIT.max; i++) statuses.push((await beacon(body, "192.0.2.77")).status);
    expect(statuses.slice(0, VITALS_LIMIT.max).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await beacon(body, "192.0.2.78")).status).toBe(200);
  });
});

describe("the dashboard's figures", () => {
  it("are the 75th percentile per page and metric over 7 and 28 days, ADMIN only", async () => {
    await api.db.delete(webVitals);
    // /listing LCP: 1000..4000 within 7 days (p75 of 1000,2000,3000,4000 = 3250), and 9000 twenty days ago.
    const values = [1000, 2000, 3000, 4000];
    await api.db.insert(webVitals).values([
      ...values.map((value, i) => ({
        page: "/listing",
        kind: "hard",
        metric: "LCP",
        value,
        recordedAt: hoursAgo(2 + i * 24),
      })),
      { page: "/listing", kind: "hard", metric: "LCP", value: 9000, recordedAt: hoursAgo(20 * 24) },
      { page: "/listing", kind: "hard", metric: "CLS", value: 0.1234, recordedAt: hoursAgo(3) },
      { page: "/", kind: "hard", metric: "INP", value: 180, recordedAt: hoursAgo(40 * 24) },
    ]);
    const content = await summary();
    const listing = content.pages.find((p: { page: string }) => p.page === "/listing");
    expect(listing.kind).toBe("hard");
    expect(listing.last7.LCP).toEqual({ p75: 3250, count: 4 });
    // 1000, 2000, 3000, 4000, 9000 → p75 4000.
    expect(listing.last28.LCP).toEqual({ p75: 4000, count: 5 });
    expect(listing.last7.CLS).toEqual({ p75: 0.123, count: 1 });
    expect(listing.last7.INP).toEqual({ p75: null, count: 0 });
    // Forty days ago is outside both windows.
    expect(content.pages.map((p: { page: string }) => p.page)).not.toContain("/");
    expect(content.daily.filter((d: { metric: string }) => d.metric === "LCP")).toHaveLength(5);

    expect((await api.call("GET", "/v1/admin/vitals", { token: t.ownerToken })).status).toBe(403);
    expect((await api.call("GET", "/v1/admin/vitals")).status).toBe(401);
  });

  it("keep a page's hard loads and soft navigations apart, in the table and in the daily series", async () => {
    await api.db.delete(webVitals);
    await api.db.insert(webVitals).values([
      { page: "/boat/[slug]", kind: "hard", metric: "LCP", value: 2600, recordedAt: hoursAgo(2) },
      { page: "/boat/[slug]", kind: "hard", metric: "INP", value: 300, recordedAt: hoursAgo(2) },
      { page: "/boat/[slug]", kind: "soft", metric: "LCP", value: 400, recordedAt: hoursAgo(2) },
      { page: "/boat/[slug]", kind: "soft", metric: "NAV", value: 350, recordedAt: hoursAgo(2) },
      // A late interaction on the boat page reached by a soft navigation counts for that soft view.
      { page: "/boat/[slug]", kind: "soft", metric: "INP", value: 120, recordedAt: hoursAgo(2) },
    ]);
    const content = await summary();
    type Row = { page: string; kind: string; last7: Record<string, { p75: number | null; count: number }> };
    const boat = (kind: string) => content.pages.find((p: Row) => p.page === "/boat/[slug]" && p.kind === kind);
    expect(content.pages.map((p: Row) => [p.page, p.kind])).toEqual([
      ["/boat/[slug]", "hard"],
      ["/boat/[slug]", "soft"],
    ]);
    expect(boat("hard").last7.LCP).toEqual({ p75: 2600, count: 1 });
    expect(boat("hard").last7.INP).toEqual({ p75: 300, count: 1 });
    expect(boat("hard").last7.NAV).toEqual({ p75: null, count: 0 });
    expect(boat("soft").last7.LCP).toEqual({ p75: 400, count: 1 });
    expect(boat("soft").last7.INP).toEqual({ p75: 120, count: 1 });
    expect(boat("soft").last7.NAV).toEqual({ p75: 350, count: 1 });
    const lcpDays = content.daily.filter((d: { metric: string }) => d.metric === "LCP");
    expect(lcpDays.map((d: { kind: string; p75: number }) => [d.kind, d.p75])).toEqual([
      ["hard", 2600],
      ["soft", 400],
    ]);
  });

  it("follow the app clock, and the job deletes what is older than 28 days", async () => {
    await api.db.delete(webVitals);
    await api.db.insert(webVitals).values([
      { page: "/faq", kind: "hard", metric: "TTFB", value: 300, recordedAt: hoursAgo(27 * 24) },
      { page: "/faq", kind: "hard", metric: "TTFB", value: 500, recordedAt: hoursAgo(29 * 24) },
    ]);
    expect((await summary()).pages[0].last28.TTFB).toEqual({ p75: 300, count: 1 });
    expect(await deleteOldVitals(api.db)).toEqual({ deleted: 1 });
    unfreeze = freezeClock(new Date(clock.now().getTime() + 2 * 86_400_000));
    expect((await summary()).pages).toEqual([]);
    expect(await deleteOldVitals(api.db)).toEqual({ deleted: 1 });
  });
});
