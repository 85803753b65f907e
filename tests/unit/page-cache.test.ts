import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { changesPublicContent, PageCache } from "@/server/http/page-cache";

let server: Server;
let base: string;
let renders = 0;
const cache = new PageCache({ ttlMs: 60_000 });

beforeAll(async () => {
  const handler = (req: IncomingMessage, res: ServerResponse) => {
    renders++;
    if (req.url === "/missing") {
      res.statusCode = 404;
      res.end("yok");
      return;
    }
    res.setHeader("content-type", "text/html; charset=utf-8");
    res.setHeader("cache-control", "private, no-cache, no-store");
    res.write(`<p>render ${renders} `);
    res.end(`${req.url} ${req.headers.rsc ?? ""}</p>`);
  };
  server = createServer(cache.wrap(handler));
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe("PageCache", () => {
  it("renders a public page once and serves the same bytes until invalidated", async () => {
    const first = await fetch(`${base}/listing?regions=1`);
    const body = await first.text();
    const before = renders;
    const second = await fetch(`${base}/listing?regions=1`);
    expect(await second.text()).toBe(body);
    expect(second.headers.get("x-liman-cache")).toBe("hit");
    expect(renders).toBe(before);

    cache.invalidate();
    const third = await fetch(`${base}/listing?regions=1`);
    expect(await third.text()).not.toBe(body);
    expect(renders).toBe(before + 1);
  });

  it("keeps URLs and RSC requests apart", async () => {
    const html = await (await fetch(`${base}/boat/a`)).text();
    const rsc = await (await fetch(`${base}/boat/a`, { headers: { rsc: "1" } })).text();
    const other = await (await fetch(`${base}/boat/b`)).text();
    expect(new Set([html, rsc, other]).size).toBe(3);
  });

  it("never caches the dashboard, the API or an error answer", async () => {
    for (const path of ["/dashboard/boats", "/v1/health", "/missing"]) {
      const before = renders;
      await (await fetch(`${base}${path}`)).text();
      await (await fetch(`${base}${path}`)).text();
      expect(renders, path).toBe(before + 2);
    }
  });

  it("while suspended (changes cannot be heard) neither serves nor stores, and caches again after resume", async () => {
    const url = `${base}/listing?suspended=1`;
    const cached = await (await fetch(url)).text();
    cache.suspend();
    const before = renders;
    const during = [await fetch(url), await fetch(url)];
    expect(await during[0]!.text()).not.toBe(cached);
    expect(during.map((r) => r.headers.get("x-liman-cache"))).toEqual([null, null]);
    await during[1]!.text();
    expect(renders).toBe(before + 2);
    cache.resume();
    const fresh = await (await fetch(url)).text();
    expect(fresh).not.toBe(cached);
    const again = await fetch(url);
    expect(again.headers.get("x-liman-cache")).toBe("hit");
    expect(await again.text()).toBe(fresh);
  });

  it("expires entries after the TTL", async () => {
    const short = new PageCache({ ttlMs: 0 });
    let calls = 0;
    const s = createServer(
      short.wrap((_req, res) => {
        calls++;
        res.setHeader("content-type", "text/html");
        res.end("x");
      }),
    );
    await new Promise<void>((r) => s.listen(0, "127.0.0.1", r));
    const url = `http://127.0.0.1:${(s.address() as AddressInfo).port}/`;
    await (await fetch(url)).text();
    await (await fetch(url)).text();
    await new Promise<void>((r) => s.close(() => r()));
    expect(calls).toBe(2);
  });
});

describe("changesPublicContent", () => {
  it("is raised by staff writes and new reservations only", () => {
    expect(changesPublicContent("PUT", "/v1/admin/boats/3")).toBe(true);
    expect(changesPublicContent("POST", "/v1/reservations")).toBe(true);
    expect(changesPublicContent("POST", "/v1/partner/options")).toBe(true);
    expect(changesPublicContent("DELETE", "/v1/partner/options/12")).toBe(true);
    expect(changesPublicContent("POST", "/v1/partner/quotes")).toBe(false);
    expect(changesPublicContent("GET", "/v1/admin/boats")).toBe(false);
    expect(changesPublicContent("POST", "/v1/boats/mavi-ruya/quote")).toBe(false);
    expect(changesPublicContent("POST", "/v1/auth/login")).toBe(false);
  });
});

describe("PageCache: one render per page at a time", () => {
  async function slowServer(cache: PageCache, status = 200) {
    let calls = 0;
    const s = createServer(
      cache.wrap(async (_req, res) => {
        const n = ++calls;
        await new Promise((r) => setTimeout(r, 150));
        res.statusCode = status;
        res.setHeader("content-type", "text/html");
        res.end(`render ${n}`);
      }),
    );
    await new Promise<void>((r) => s.listen(0, "127.0.0.1", r));
    const url = `http://127.0.0.1:${(s.address() as AddressInfo).port}/listing?regions=4`;
    return { url, calls: () => calls, close: () => new Promise<void>((r) => s.close(() => r())) };
  }
  const many = (url: string, n: number) =>
    Promise.all(
      Array.from({ length: n }, async () => {
        const res = await fetch(url);
        return { body: await res.text(), how: res.headers.get("x-liman-cache") };
      }),
    );

  it("lets concurrent requests for a page being rendered share that render", async () => {
    const server = await slowServer(new PageCache());
    const answers = await many(server.url, 6);
    await server.close();
    expect(server.calls()).toBe(1);
    expect(new Set(answers.map((a) => a.body))).toEqual(new Set(["render 1"]));
    expect(answers.filter((a) => a.how === "shared")).toHaveLength(5);
  });

  it("answers with the previous copy while a page whose TTL ran out renders again", async () => {
    const server = await slowServer(new PageCache({ ttlMs: 100 }));
    await (await fetch(server.url)).text();
    await new Promise((r) => setTimeout(r, 150));
    const [again, ...others] = await Promise.all([
      fetch(server.url).then((r) => r.text()),
      // The others arrive while "render 2" is in progress.
      new Promise((r) => setTimeout(r, 30)).then(() => many(server.url, 4)),
    ]).then(([a, rest]) => [{ body: a as string, how: null }, ...(rest as { body: string; how: string | null }[])]);
    await server.close();
    expect(server.calls()).toBe(2);
    expect(again?.body).toBe("render 2");
    expect(others.map((o) => `${o.how} ${o.body}`)).toEqual(Array(4).fill("stale render 1"));
  });

  it("renders for each waiting request when the shared answer cannot be cached", async () => {
    const server = await slowServer(new PageCache(), 404);
    await many(server.url, 3);
    await server.close();
    expect(server.calls()).toBe(3);
  });

  it("does not hand out a render that started before an invalidation", async () => {
    const cache = new PageCache();
    const server = await slowServer(cache);
    const first = fetch(server.url).then((r) => r.text());
    await new Promise((r) => setTimeout(r, 30));
    cache.invalidate();
    const second = await (await fetch(server.url)).text();
    await first;
    await server.close();
    expect(server.calls()).toBe(2);
    expect(second).toBe("render 2");
  });
});

describe("PageCache: pages rendered with a CSP nonce", () => {
  const nonceCache = new PageCache({ ttlMs: 60_000 });
  let nonceServer: Server;
  let nonceBase: string;
  let nonceRenders = 0;
  const policy = (nonce: string) => `script-src 'nonce-${nonce}' 'strict-dynamic'`;

  beforeAll(async () => {
    const handler = (req: IncomingMessage, res: ServerResponse) => {
      nonceRenders++;
      const nonce = /'nonce-([^']+)'/.exec(String(req.headers["content-security-policy"]))?.[1] ?? "";
      res.setHeader("content-type", "text/html; charset=utf-8");
      // Next's preload header carries the nonce as well as the body's scripts.
      res.setHeader("link", `</_next/static/chunk.js>; rel=preload; as="script"; nonce="${nonce}"`);
      res.end(`<script nonce="${nonce}">1</script>`);
    };
    nonceServer = createServer(nonceCache.wrap(handler));
    await new Promise<void>((r) => nonceServer.listen(0, "127.0.0.1", r));
    nonceBase = `http://127.0.0.1:${(nonceServer.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => nonceServer.close(() => r())));

  it("is cached although a header carries the nonce, and every copy gets its own nonce in body and header", async () => {
    const get = (nonce: string) =>
      fetch(`${nonceBase}/boat/x`, { headers: { "content-security-policy": policy(nonce) } });
    await (await get("AAAAAAAAAAAAAAAAAAAAAA")).text();
    const second = await get("BBBBBBBBBBBBBBBBBBBBBB");
    expect(second.headers.get("x-liman-cache")).toBe("hit");
    expect(await second.text()).toBe(`<script nonce="BBBBBBBBBBBBBBBBBBBBBB">1</script>`);
    expect(second.headers.get("link")).toContain(`nonce="BBBBBBBBBBBBBBBBBBBBBB"`);
    expect(second.headers.get("link")).not.toContain("AAAA");
    expect(nonceRenders).toBe(1);
  });
});
