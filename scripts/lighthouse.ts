#!/usr/bin/env node
/**
 * `npm run lighthouse`: Lighthouse mobile scores (Debian Chromium) for /, /listing and a boat page, on a fresh
 * production server with the demo data. Prints performance, accessibility, best practices and SEO per page.
 */
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { buildIfNeeded, freshDatabase, getContent, startServer, stopServer } from "./lib/test-server";

const { values: args } = parseArgs({
  options: { port: { type: "string", default: "3392" }, "skip-build": { type: "boolean", default: false } },
});
const port = Number(args.port);
const base = `http://127.0.0.1:${port}`;
const goals = { performance: 90, accessibility: 95, "best-practices": 95, seo: 100 } as const;

async function main() {
  buildIfNeeded(args["skip-build"]);
  const db = await freshDatabase("pglite");
  const { child } = await startServer(port, db.env);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
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
    const pages = ["/", "/listing", `/boat/${list.items[0].slug}`];
    const rows: string[] = [];
    for (const page of pages) {
      // Warm the page cache first: a visitor hits a cached page far more often than a cold one.
      await fetch(`${base}${page}`);
      const result = await lighthouse(`${base}${page}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: Object.keys(goals),
        formFactor: "mobile",
      });
      const categories = result?.lhr.categories ?? {};
      const score = (k: keyof typeof goals) => Math.round((categories[k]?.score ?? 0) * 100);
      const cells = (Object.keys(goals) as (keyof typeof goals)[]).map((k) => {
        const s = score(k);
        return `${k} ${s}${s >= goals[k] ? "" : ` (< ${goals[k]})`}`;
      });
      rows.push(`${page.padEnd(40)} ${cells.join("  ")}`);
      const audits = result?.lhr.audits ?? {};
      const metric = (id: string) => audits[id]?.displayValue ?? "?";
      rows.push(
        `${"".padEnd(40)} FCP ${metric("first-contentful-paint")}, LCP ${metric("largest-contentful-paint")}, TBT ${metric("total-blocking-time")}, CLS ${metric("cumulative-layout-shift")}, SI ${metric("speed-index")}`,
      );
      // What costs points: every scored audit of the four categories below 0.9.
      const weak = new Set<string>();
      for (const k of Object.keys(goals) as (keyof typeof goals)[]) {
        for (const ref of categories[k]?.auditRefs ?? []) {
          const audit = audits[ref.id];
          if (ref.weight > 0 && audit && audit.score !== null && audit.score < 0.9) {
            weak.add(`${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ""}`);
          }
        }
      }
      for (const w of weak) rows.push(`${"".padEnd(40)} - ${w}`);
    }
    console.log("\nLighthouse mobile scores");
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
