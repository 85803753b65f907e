import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const ctx = await browser.newContext({
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
});
const page = await ctx.newPage();
const seen: string[] = [];
page.on("response", async (r) => {
  if (r.request().resourceType() === "script")
    seen.push(`${r.url().slice(-40)} ${(await r.body().catch(() => Buffer.alloc(0))).length}`);
});
const html = await (await fetch("http://127.0.0.1:3401" + process.argv[2])).text();
const initial = new Set([...html.matchAll(/src="(\/_next[^"]+\.js)"/g)].map((m) => m[1]!.slice(-30)));
await page.goto("http://127.0.0.1:3401" + process.argv[2], { waitUntil: "load" });
await page.waitForTimeout(3000);
console.log(seen.length, initial.size);
for (const s of seen) if (![...initial].some((i) => s.includes(i))) console.log("LATER", s);
await browser.close();
