import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";
import { chromiumPath } from "./chromium-path.mjs";
import { median } from "./median";
import { visitorLocaleOf } from "./public-pages";

/** What one page load costs a phone: the JavaScript it transferred and the long tasks after its load event. */
export type PageLoadCost = { path: string; jsKb: number; longTasksMs: number; longTasksAfterLoadMs: number };

// The page scripts are strings: functions written here would be compiled by tsx, which names arrow functions
// with a helper (`__name`) that does not exist in the page.
const OBSERVE_LONG_TASKS = `
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: "longtask", buffered: true });
`;
const READ_COSTS = `(() => {
  const nav = performance.getEntriesByType("navigation")[0];
  const scripts = performance
    .getEntriesByType("resource")
    .filter((r) => r.initiatorType === "script" || r.name.endsWith(".js"));
  let all = 0;
  let afterLoad = 0;
  for (const t of window.__longTasks) {
    all += t.duration;
    if (t.start >= nav.loadEventEnd) afterLoad += t.duration;
  }
  return {
    jsKb: scripts.reduce((s, r) => s + r.transferSize, 0) / 1024,
    longTasksMs: all,
    longTasksAfterLoadMs: afterLoad,
  };
})()`;

/**
 * Loads each page `runs` times in Chromium with the CPU slowed `cpuSlowdown`× (DevTools throttling) at a phone's
 * viewport, and answers the medians of: the JavaScript transferred (every script resource, lazy chunks included),
 * the sum of long tasks (over 50 ms, by PerformanceObserver) from navigation to `settleMs` after the load event,
 * and that sum counted only after the load event. Each page is loaded in its visitors' language (`visitorLocaleOf`).
 * Null when Chromium is not installed.
 */
export async function measurePageLoads(
  base: string,
  paths: string[],
  { runs = 3, cpuSlowdown = 4, settleMs = 3000 } = {},
): Promise<PageLoadCost[] | null> {
  const executablePath = chromiumPath();
  if (!existsSync(executablePath)) return null;
  const browser = await chromium.launch({ executablePath, args: ["--no-sandbox", "--disable-gpu"] });
  try {
    const results: PageLoadCost[] = [];
    for (const path of paths) {
      const samples: Omit<PageLoadCost, "path">[] = [];
      for (let i = 0; i < runs; i++) {
        const context = await browser.newContext({
          viewport: { width: 412, height: 823 },
          isMobile: true,
          locale: visitorLocaleOf(path),
        });
        const page = await context.newPage();
        await page.addInitScript(OBSERVE_LONG_TASKS);
        const cdp = await context.newCDPSession(page);
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
        await page.goto(`${base}${path}`, { waitUntil: "load" });
        await page.waitForTimeout(settleMs);
        samples.push(await page.evaluate<Omit<PageLoadCost, "path">>(READ_COSTS));
        await context.close();
      }
      results.push({
        path,
        jsKb: median(samples.map((s) => s.jsKb)),
        longTasksMs: median(samples.map((s) => s.longTasksMs)),
        longTasksAfterLoadMs: median(samples.map((s) => s.longTasksAfterLoadMs)),
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}
