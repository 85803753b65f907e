"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { browserSeesSoftNavigations } from "./browser-sees-soft-navigations";
import { takeTransitionStart } from "./transition-start";
import { vitalsSession } from "./vitals-session";

/**
 * Reports the Core Web Vitals of each page view for a sampled share of visits (decisions 0033 and 0067): the hard
 * load and every soft navigation after it, each against its own route pattern. web-vitals splits LCP, INP and CLS
 * per navigation where the browser sees soft navigations (Chromium's Soft Navigation API); each soft navigation's
 * NAV, from the router's transition start to the next paint of the new page, is measured here in every browser.
 */
export function VitalsReporter({ sampleRate }: { sampleRate: number }) {
  const pathname = usePathname();

  useEffect(() => {
    const start = takeTransitionStart(pathname);
    const views = vitalsSession(sampleRate);
    if (start === null || !views) return;
    // The new page is committed: the next frame paints it, and a task queued from that frame runs once painted.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        if (!browserSeesSoftNavigations()) views.closeAll();
        views.record(`route:${start}`, pathname, "soft", "NAV", performance.now() - start);
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [pathname, sampleRate]);

  return null;
}
