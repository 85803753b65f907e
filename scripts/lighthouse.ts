#!/usr/bin/env node
/**
 * `npm run lighthouse`: Lighthouse mobile scores (Debian Chromium) for /, /listing and a boat page and their English
 * twins under /en, on a fresh production server with the demo data. Each page runs `--runs` times (default 5): prints the median of performance,
 * accessibility, best practices and SEO and of each metric (with its range over the runs), the JavaScript
 * transferred, and the audits that cost points in the median run — one run's noise on a shared machine hides little.
 */
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumPath } from "./lib/chromium-path.mjs";
import { median } from "./lib/median";
import { measuredPublicPages, visitorLocaleOf } from "./lib/public-pages";
import { buildIfNeeded, freshDatabase, getContent, startServer, stopServer } from "./lib/test-server";

const { values: args } = parseArgs({
  options: {
    port: { type: "string", default: "3392" },
    "skip-build": { type: "boolean", default: false },
    runs: { type: "string", default: "5" },
  },
});
const runs = Math.max(1, Number(args.runs));
const port = Number(args.port);
const base = `http://127.0.0.1:${port}`;
const goals = { performance: 95, accessibility: 95, "best-practices": 95, seo: 100 } as const;
type Category = keyof typeof goals;
/** The metrics reported per page (Lighthouse audit ids), with their goals (issue 17) and units. */
const metrics = [
  { id: "first-contentful-paint", label: "FCP", unit: "ms" },
  { id: "largest-contentful-paint", label: "LCP", unit: "ms", goal: 2000 },
  { id: "total-blocking-time", label: "TBT", unit: "ms", goal: 150 },
  { id: "cumulative-layout-shift", label: "CLS", unit: "", goal: 0.05 },
  { id: "speed-index", label: "SI", unit: "ms" },
] as const;

/** The Accept-Language of a page's own visitors (Lighthouse's Chromium would otherwise ask every page in English). */
function acceptLanguage(page: string): string {
  const locale = visitorLocaleOf(page);
  return `${locale},${locale.slice(0, 2)};q=0.9`;
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];
type Sample = {
  scores: Record<Category, number>;
  values: Record<string, number>;
  jsKb: number;
  weak: string[];
  /** Lighthouse's own reading of the machine's CPU speed at that run (higher is faster). */
  benchmarkIndex: number;
};

/** One run's scores, metric values, script bytes transferred and the audits that cost points. */
function sampleOf(lhr: Lhr): Sample {
  const scores = Object.fromEntries(
    (Object.keys(goals) as Category[]).map((k) => [k, Math.round((lhr.categories[k]?.score ?? 0) * 100)]),
  ) as Record<Category, number>;
  const values = Object.fromEntries(metrics.map((m) => [m.id, lhr.audits[m.id]?.numericValue ?? Number.NaN]));
  const summary = (
    lhr.audits["resource-summary"]?.details as { items?: { resourceType: string; transferSize: number }[] }
  )?.items;
  const jsKb = (summary?.find((i) => i.resourceType === "script")?.transferSize ?? 0) / 1024;
  const weak: string[] = [];
  for (const k of Object.keys(goals) as Category[]) {
    for (const ref of lhr.categories[k]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 0.9) {
        weak.push(`${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ""}`);
      }
    }
  }
  return { scores, values, jsKb, weak, benchmarkIndex: lhr.environment.benchmarkIndex };
}

/** A page's lines: the median of each score and metric over the runs, with the range, and the weak audits. */
function pageRows(page: string, samples: Sample[]): string[] {
  const cells = (Object.keys(goals) as Category[]).map((k) => {
    const m = median(samples.map((s) => s.scores[k]));
    return `${k} ${m}${m >= goals[k] ? "" : ` (< ${goals[k]})`}`;
  });
  const range = (xs: number[], digits: number) =>
    `${Math.min(...xs).toFixed(digits)}–${Math.max(...xs).toFixed(digits)}`;
  const metricCells = metrics.map((m) => {
    const xs = samples.map((s) => s.values[m.id] as number);
    const digits = m.unit ? 0 : 3;
    const med = median(xs);
    const goal = "goal" in m ? (med <= m.goal ? " ✓" : ` ✗ > ${m.goal}`) : "";
    return `${m.label} ${med.toFixed(digits)}${m.unit} [${range(xs, digits)}]${goal}`;
  });
  const js = median(samples.map((s) => s.jsKb));
  const perf = samples.map((s) => s.scores.performance);
  const middle = samples.find((s) => s.scores.performance === median(perf)) ?? samples[0];
  return [
    `${page.padEnd(40)} ${cells.join("  ")}  (median of ${samples.length}; performance ${range(perf, 0)})`,
    `${"".padEnd(40)} ${metricCells.join(", ")}`,
    `${"".padEnd(40)} JavaScript transferred ${js.toFixed(1)} KB${js <= 140 ? " ✓" : " ✗ > 140"}`,
    // TBT is simulated from the tasks Chromium really ran: on a slower or busier CPU every task is longer. Lighthouse
    // reads the CPU's speed before each run; a median far below another run's says the machines differed.
    `${"".padEnd(40)} machine: benchmarkIndex ${median(samples.map((s) => s.benchmarkIndex)).toFixed(0)} [${range(
      samples.map((s) => s.benchmarkIndex),
      0,
    )}]`,
    ...[...new Set(middle?.weak ?? [])].map((w) => `${"".padEnd(40)} - ${w}`),
  ];
}

async function main() {
  buildIfNeeded(args["skip-build"]);
  const db = await freshDatabase("pglite");
  const { child } = await startServer(port, db.env);
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  try {
    const list = await getContent(base, "/v1/searchboats?take=1");
    const pages = measuredPublicPages(list.items[0].slug);
    const rows: string[] = [];
    for (const page of pages) {
      // Warm the page cache first: a visitor hits a cached page far more often than a cold one.
      await fetch(`${base}${page}`);
      const samples: Sample[] = [];
      let failed = 0;
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(`${base}${page}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: Object.keys(goals),
          formFactor: "mobile",
          extraHeaders: { "Accept-Language": acceptLanguage(page) },
        });
        // A run Lighthouse could not finish (runtimeError: no performance score, NaN metrics) is left out of the
        // medians and counted instead: one failed run must not read as a score of 0.
        if (result && !result.lhr.runtimeError && result.lhr.categories.performance?.score != null) {
          samples.push(sampleOf(result.lhr));
        } else failed++;
      }
      if (samples.length === 0) rows.push(`${page.padEnd(40)} every run failed (${failed})`);
      else
        rows.push(
          ...pageRows(page, samples),
          ...(failed > 0 ? [`${"".padEnd(40)} ${failed} failed run(s) left out`] : []),
        );
    }
    console.log(
      `\nLighthouse mobile scores (median of ${runs} runs per page; load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(" ")})`,
    );
    for (const row of rows) console.log(row);
  } finally {
    chrome.kill();
    await stopServer(child);
    await db.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
