import { describe, expect, it } from "vitest";
import { pageViews } from "@/features/site/vitals/page-views";

function collected() {
  const sent: unknown[] = [];
  return { sent, views: pageViews((beacon) => sent.push(JSON.parse(beacon))) };
}

describe("a document's page views", () => {
  it("go out one beacon each, under their own route pattern and kind", () => {
    const { sent, views } = collected();
    views.record("load:1", "/listing", "hard", "TTFB", 120);
    views.record("load:1", "/listing", "hard", "LCP", 900);
    views.record("route:5", "/boat/mavi-gulet", "soft", "NAV", 310);
    views.record("load:2", "/boat/mavi-gulet", "soft", "INP", 80);
    // A later value of the same metric replaces the earlier one (INP and CLS are reported as they change).
    views.record("load:2", "/boat/mavi-gulet", "soft", "INP", 240);
    views.flush();
    expect(sent).toEqual([
      {
        page: "/listing",
        kind: "hard",
        metrics: [
          { name: "TTFB", value: 120 },
          { name: "LCP", value: 900 },
        ],
      },
      { page: "/boat/[slug]", kind: "soft", metrics: [{ name: "NAV", value: 310 }] },
      { page: "/boat/[slug]", kind: "soft", metrics: [{ name: "INP", value: 240 }] },
    ]);
  });

  it("take nothing more once closed by a soft navigation, nor once sent", () => {
    const { sent, views } = collected();
    views.record("load:1", "/listing", "hard", "INP", 100);
    views.closeAll();
    // An interaction on the next page, seen by a browser that cannot split INP per navigation.
    views.record("load:1", "/listing", "hard", "INP", 700);
    views.record("route:9", "/faq", "soft", "NAV", 200);
    views.flush();
    views.record("route:9", "/faq", "soft", "NAV", 999);
    views.flush();
    expect(sent).toEqual([
      { page: "/listing", kind: "hard", metrics: [{ name: "INP", value: 100 }] },
      { page: "/faq", kind: "soft", metrics: [{ name: "NAV", value: 200 }] },
    ]);
  });

  it("leave out unmeasured pages and metrics a kind does not have", () => {
    const { sent, views } = collected();
    views.record("load:1", "/dashboard", "hard", "LCP", 100);
    views.record("load:2", "/faq", "soft", "TTFB", 0);
    views.flush();
    expect(sent).toEqual([]);
  });
});
