import type { VitalMetric } from "@/shared/web-vitals-pages";
import { type PageViews, pageViews } from "./page-views";

type Measured = { name: string; value: number; navigationType: string; navigationId: number; navigationURL?: string };

/** This document's measurement: undefined until decided, null when this visit is not sampled. */
let session: PageViews | null | undefined;

const sendBeacon = (body: string) => navigator.sendBeacon("/v1/vitals", new Blob([body], { type: "application/json" }));

/**
 * Decides once per document (a hard load) whether this visit is measured, and if so loads web-vitals and sends the
 * page views when the page is hidden. The same session outlives a remounted layout, so no view counts twice.
 */
export function vitalsSession(sampleRate: number): PageViews | null {
  if (session !== undefined) return session;
  const sampled = Math.random() < sampleRate && typeof navigator.sendBeacon === "function";
  const views = sampled ? pageViews(sendBeacon) : null;
  session = views;
  if (!views) return null;
  import("web-vitals").then(({ onCLS, onINP, onLCP, onTTFB }) => {
    const keep = (m: Measured) => {
      const kind = m.navigationType === "soft-navigation" ? "soft" : "hard";
      const path = new URL(m.navigationURL ?? window.location.href, window.location.href).pathname;
      views.record(`load:${m.navigationId}`, path, kind, m.name as VitalMetric, m.value);
    };
    // INP and CLS as they change: in a browser that cannot split them per navigation, the load's values stop at
    // its first soft navigation (closeAll) instead of taking the next pages' interactions and shifts.
    const perNavigation = { reportSoftNavs: true, reportAllChanges: true };
    onLCP(keep, { reportSoftNavs: true });
    onINP(keep, perNavigation);
    onCLS(keep, perNavigation);
    onTTFB(keep);
    // After web-vitals' own listeners, which report the final LCP, CLS and INP when the page is hidden.
    document.addEventListener("visibilitychange", () => document.visibilityState === "hidden" && views.flush());
    window.addEventListener("pagehide", views.flush);
  });
  return views;
}
