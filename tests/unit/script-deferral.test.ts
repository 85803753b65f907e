import { describe, expect, it } from "vitest";
import { withoutBrotli } from "@/server/http/gzip-responses";
import { ScriptDeferral } from "@/server/http/script-deferral";

const nonce = "N0nce-abc";
/** The shape of Next 16's document: chunk scripts and a preload in the head, the entry script in the body. */
const page = [
  "<!DOCTYPE html><html><head>",
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
  `<link rel="preload" as="script" fetchPriority="low" nonce="${nonce}" href="/_next/static/chunks/entry.js"/>`,
  `<script src="/_next/static/chunks/react-dom.js" async="" nonce="${nonce}"></script>`,
  `<script src="/_next/static/chunks/turbopack-runtime.js" async="" nonce="${nonce}"></script>`,
  `<script src="/_next/static/chunks/polyfills.js" noModule="" nonce="${nonce}"></script>`,
  '<link rel="preload" as="image" href="/v1/media/demo/a-828.webp"/>',
  "</head><body><main>Bodrum Kraliçesi</main>",
  `<script nonce="${nonce}">self.__next_f.push([1,"x"])</script>`,
  `<script src="/_next/static/chunks/entry.js" nonce="${nonce}" async=""></script>`,
  "</body></html>",
].join("");

/** The chunk URLs the page's inline loader queues, in order. */
function queued(html: string): string[] {
  return [...html.matchAll(/self\.__limanChunks\.push\("([^"]+)"\)/g)].map((m) => m[1] as string);
}

function deferWhole(html: string): string {
  const deferral = new ScriptDeferral();
  return deferral.push(html) + deferral.end();
}

describe("ScriptDeferral", () => {
  it("replaces every async chunk script by a queued entry, in document order, with the page's nonce", () => {
    const out = deferWhole(page);
    expect(out).not.toMatch(/<script src="\/_next\/static\/chunks\/(react-dom|turbopack-runtime|entry)\.js"/);
    expect(queued(out)).toEqual([
      "/_next/static/chunks/react-dom.js",
      "/_next/static/chunks/turbopack-runtime.js",
      "/_next/static/chunks/entry.js",
    ]);
    const inline = out.match(/<script[^>]*>[^<]*__limanChunks[^<]*<\/script>/g) ?? [];
    expect(inline).toHaveLength(3);
    for (const element of inline) expect(element.startsWith(`<script nonce="${nonce}">`)).toBe(true);
    // The loader itself is written once, by the first of them.
    expect(out.match(/DOMContentLoaded/g)).toHaveLength(1);
    expect(inline[0]).toContain("DOMContentLoaded");
  });

  it("drops the chunk preloads and leaves everything else as it was", () => {
    const out = deferWhole(page);
    expect(out).not.toContain('as="script"');
    expect(out).toContain('<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>');
    expect(out).toContain('<link rel="preload" as="image" href="/v1/media/demo/a-828.webp"/>');
    expect(out).toContain(`<script src="/_next/static/chunks/polyfills.js" noModule="" nonce="${nonce}"></script>`);
    expect(out).toContain(`<script nonce="${nonce}">self.__next_f.push([1,"x"])</script>`);
    expect(out).toContain("<main>Bodrum Kraliçesi</main>");
  });

  it("gives the same page whatever the chunk boundaries, even inside a tag or a two-byte letter", () => {
    const whole = deferWhole(page);
    const bytes = Buffer.from(page);
    for (const size of [1, 7, 13, 64, 333]) {
      const deferral = new ScriptDeferral();
      let out = "";
      for (let at = 0; at < bytes.byteLength; at += size) out += deferral.push(bytes.subarray(at, at + size));
      out += deferral.end();
      expect(out, `chunks of ${size} bytes`).toBe(whole);
    }
  });

  it("leaves scripts from elsewhere and synchronous chunk scripts alone", () => {
    const other = [
      '<script src="https://example.com/x.js" async=""></script>',
      '<script src="/_next/static/chunks/sync.js"></script>',
      '<script src="/_next/static/chunks/../../secret.js" async=""></script>',
    ].join("");
    expect(deferWhole(other)).toBe(other);
  });

  it("writes no nonce attribute for a page rendered without one", () => {
    const out = deferWhole('<script src="/_next/static/chunks/a.js" async=""></script>');
    expect(out.startsWith("<script>(function(){")).toBe(true);
    expect(queued(out)).toEqual(["/_next/static/chunks/a.js"]);
  });
});

describe("withoutBrotli", () => {
  it("takes brotli out of a browser's offer and keeps the rest", () => {
    expect(withoutBrotli("gzip, deflate, br, zstd")).toBe("gzip, deflate, zstd");
    expect(withoutBrotli("br;q=1.0, gzip;q=0.8")).toBe("gzip;q=0.8");
    expect(withoutBrotli(undefined)).toBe("");
  });
});
