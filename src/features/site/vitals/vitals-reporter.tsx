"use client";

import { useEffect } from "react";
import { vitalsPageOf } from "@/shared/web-vitals-pages";

/**
 * Reports this page load's Core Web Vitals for a sampled share of visits: web-vitals is loaded only for those, the
 * values go in one sendBeacon when the page is hidden (no cookie, no identifier; the page as its route pattern).
 */
export function VitalsReporter({ sampleRate }: { sampleRate: number }) {
  useEffect(() => {
    const page = vitalsPageOf(window.location.pathname);
    if (!page || !(Math.random() < sampleRate) || typeof navigator.sendBeacon !== "function") return;
    const measured = new Map<string, number>();
    let sent = false;
    const flush = () => {
      if (sent || measured.size === 0) return;
      sent = true;
      const metrics = [...measured].map(([name, value]) => ({ name, value }));
      navigator.sendBeacon("/v1/vitals", new Blob([JSON.stringify({ page, metrics })], { type: "application/json" }));
    };
    const onVisibility = () => document.visibilityState === "hidden" && flush();
    let live = true;
    import("web-vitals").then(({ onCLS, onINP, onLCP, onTTFB }) => {
      if (!live) return;
      const keep = (metric: { name: string; value: number }) => measured.set(metric.name, metric.value);
      for (const on of [onLCP, onINP, onCLS, onTTFB]) on(keep);
      // After web-vitals' own listeners, which report the final LCP, CLS and INP when the page is hidden.
      document.addEventListener("visibilitychange", onVisibility);
      window.addEventListener("pagehide", flush);
    });
    return () => {
      live = false;
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("pagehide", flush);
    };
  }, [sampleRate]);
  return null;
}
