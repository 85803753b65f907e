import { readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import path from "node:path";

/** Bytes of `url` as the server sends them to a browser that accepts brotli and gzip. */
function compressedBytes(url: string): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    httpRequest(url, { headers: { "accept-encoding": "br, gzip" } }, (res) => {
      let n = 0;
      res.on("data", (c: Buffer) => {
        n += c.byteLength;
      });
      res.on("end", () => resolve(n));
    })
      .on("error", reject)
      .end();
  });
}

/**
 * The compressed JavaScript a browser loads first for `pagePath`: the page's `<script src>`s, and on site pages the
 * chunks their loader adds after the first paint (`self.__limanChunks.push(…)`, decision 0039).
 */
export async function compressedScriptBytes(base: string, pagePath: string): Promise<number> {
  const html = await (await fetch(`${base}${pagePath}`)).text();
  // The scripts a modern browser loads: `noModule` ones (Next's legacy polyfills) are skipped by every current browser.
  const tags = [...html.matchAll(/<script([^>]+)>/g)]
    .filter((m) => !/\bnoModule\b/i.test(m[1] as string))
    .map((m) => /src="([^"]+)"/.exec(m[1] as string)?.[1]);
  const queued = [...html.matchAll(/__limanChunks\.push\("([^"]+)"\)/g)].map((m) => m[1]);
  const srcs = new Set([...tags, ...queued].filter((src): src is string => Boolean(src)));
  if (srcs.size === 0) throw new Error(`${pagePath} names no script: the page or this reader changed`);
  let total = 0;
  for (const src of srcs) total += await compressedBytes(`${base}${src}`);
  return total;
}

/** Every dashboard page of the build (`[id]` segments filled with 1). */
export function dashboardPaths(distDir = process.env.NEXT_DIST_DIR ?? ".next"): string[] {
  const routes = JSON.parse(readFileSync(path.join(distDir, "app-path-routes-manifest.json"), "utf8")) as Record<
    string,
    string
  >;
  return [...new Set(Object.values(routes))]
    .filter((route) => route.startsWith("/dashboard") && !route.includes("[..."))
    .map((route) => route.replace(/\[[^\]]+\]/g, "1"))
    .sort();
}

/** The dashboard page whose first load carries the most compressed JavaScript. */
export async function heaviestDashboardPage(base: string): Promise<{ path: string; bytes: number }> {
  let heaviest = { path: "", bytes: 0 };
  for (const pagePath of dashboardPaths()) {
    const bytes = await compressedScriptBytes(base, pagePath);
    if (bytes > heaviest.bytes) heaviest = { path: pagePath, bytes };
  }
  return heaviest;
}
