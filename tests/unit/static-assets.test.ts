import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pickEncoding, StaticAssets } from "@/server/http/static-assets";

const dir = mkdtempSync(path.join(os.tmpdir(), "liman-static-"));
const script = `console.log(${JSON.stringify("tekne ".repeat(2000))});`;
/** What a browser gets for a script chunk: V8's compile hint first (http/compile-hint.ts), then the file. */
const served = `//# allFunctionsCalledOnLoad\n${script}`;
let server: Server;
let port: number;
let fallbacks: string[] = [];

beforeAll(async () => {
  mkdirSync(path.join(dir, "chunks"), { recursive: true });
  writeFileSync(path.join(dir, "chunks", "app.js"), script);
  mkdirSync(path.join(dir, "media"), { recursive: true });
  writeFileSync(path.join(dir, "media", "worker.js"), script);
  writeFileSync(path.join(dir, "chunks", "font.woff2"), Buffer.from([1, 2, 3, 4]));
  const assets = new StaticAssets(dir);
  server = createServer(
    assets.wrap((req, res) => {
      fallbacks.push(req.url ?? "");
      res.statusCode = 404;
      res.end("next");
    }),
  );
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

/** Raw GET (no automatic decompression), answering status, headers and body bytes. */
function get(p: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    request({ host: "127.0.0.1", port, path: p, headers, method }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on("error", reject)
      .end();
  });
}

describe("StaticAssets", () => {
  it("starts only Next's script chunks with the compile hint, nothing else it serves", async () => {
    const chunk = await get("/_next/static/chunks/app.js");
    expect(chunk.body.toString().split("\n")[0]).toBe("//# allFunctionsCalledOnLoad");
    const other = await get("/_next/static/media/worker.js");
    expect(other.status).toBe(200);
    expect(other.body.toString()).toBe(script);
  });

  it("serves build scripts brotli-compressed to browsers that accept it, immutable", async () => {
    const res = await get("/_next/static/chunks/app.js", { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toBe("application/javascript; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers.vary).toBe("Accept-Encoding");
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(served);
    expect(res.body.byteLength).toBeLessThan(script.length / 10);
  });

  it("falls back to gzip, then to the plain file", async () => {
    const gz = await get("/_next/static/chunks/app.js", { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gz.body).toString()).toBe(served);
    const refused = await get("/_next/static/chunks/app.js", { "accept-encoding": "br;q=0, gzip;q=0" });
    expect(refused.headers["content-encoding"]).toBeUndefined();
    expect(refused.body.toString()).toBe(served);
  });

  it("sends already compressed formats as they are, and HEAD without a body", async () => {
    const font = await get("/_next/static/chunks/font.woff2", { "accept-encoding": "br" });
    expect(font.headers["content-encoding"]).toBeUndefined();
    expect([...font.body]).toEqual([1, 2, 3, 4]);
    const head = await get("/_next/static/chunks/app.js", { "accept-encoding": "br" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.byteLength).toBe(0);
  });

  it("leaves missing files, unknown types, paths outside the folder and other URLs to Next", async () => {
    fallbacks = [];
    for (const p of [
      "/_next/static/chunks/missing.js",
      "/_next/static/chunks/app.exe",
      "/_next/static/..%2F..%2Fsecret.js",
      "/listing",
    ]) {
      const res = await get(p);
      expect(res.status, p).toBe(404);
      expect(res.body.toString(), p).toBe("next");
    }
    expect(fallbacks).toHaveLength(4);
  });
});

describe("pickEncoding", () => {
  it("prefers brotli, honours q=0 and wildcards", () => {
    expect(pickEncoding("gzip, deflate, br")).toBe("br");
    expect(pickEncoding("gzip")).toBe("gzip");
    expect(pickEncoding("br;q=0, gzip")).toBe("gzip");
    expect(pickEncoding("*")).toBe("br");
    expect(pickEncoding(undefined)).toBe("identity");
    expect(pickEncoding("identity")).toBe("identity");
  });
});
