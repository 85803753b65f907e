import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
const page = process.argv[2] ?? "/boat/bodrum-kralicesi";
const chrome = await chromeLauncher.launch({
  chromePath: "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
});
await fetch(`http://127.0.0.1:3401${page}`);
const r = await lighthouse(`http://127.0.0.1:3401${page}`, {
  port: chrome.port,
  output: "json",
  logLevel: "error",
  onlyCategories: ["performance"],
  formFactor: "mobile",
});
const a = r!.lhr.audits;
console.log(
  "perf",
  r!.lhr.categories.performance.score,
  "LCP",
  a["largest-contentful-paint"].numericValue,
  "FCP",
  a["first-contentful-paint"].numericValue,
);
for (const k of Object.keys(a))
  if (/lcp|largest-contentful/.test(k)) console.log(k, JSON.stringify(a[k].details)?.slice(0, 1500));
const reqs = (a["network-requests"].details as any).items.map((i: any) => [
  i.url.replace("http://127.0.0.1:3401", "").slice(0, 60),
  i.resourceType,
  Math.round(i.transferSize / 1024) + "KB",
  Math.round(i.networkRequestTime),
  Math.round(i.networkEndTime),
  i.priority,
]);
console.table(reqs);
await chrome.kill();
