import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { parseConfig } from "@/server/config";
import { PageCache } from "@/server/http/page-cache";
import { paymentFrameOrigins } from "@/server/payments/card/payment-frame-origins";
import {
  nonceInPolicy,
  createNonce,
  isHttps,
  nonceOf,
  pageCsp,
  RESOURCE_CSP,
  securityHeaders,
  withSecurityHeaders,
} from "@/server/http/security-headers";

const directives = (csp: string) =>
  new Map(
    csp.split(";").map((d) => {
      const [name = "", ...sources] = d.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );

describe("the page policy", () => {
  it("allows scripts by nonce only: no 'unsafe-inline', no 'unsafe-eval', no objects, no framing, no base", () => {
    const nonce = createNonce();
    const csp = directives(pageCsp(nonce, { https: false }));
    expect(csp.get("script-src")).toEqual(["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"]);
    for (const sources of csp.values()) expect(sources).not.toContain("'unsafe-eval'");
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("base-uri")).toEqual(["'none'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("form-action")).toEqual(["'self'"]);
    expect(csp.get("default-src")).toEqual(["'self'"]);
    // The quay screens' service worker (decision 0073): from our origin only.
    expect(csp.get("worker-src")).toEqual(["'self'"]);
    expect(csp.get("img-src")).toEqual(["'self'", "data:", "blob:", "https:"]);
    expect(csp.has("upgrade-insecure-requests")).toBe(false);
    expect(directives(pageCsp(nonce, { https: true })).has("upgrade-insecure-requests")).toBe(true);
  });

  it("allows PayTR's payment page in a frame only when PayTR is the configured provider", () => {
    const nonce = createNonce();
    expect(directives(pageCsp(nonce, { https: false })).has("frame-src")).toBe(false);
    const env = { DATA_DIR: "./test-data/csp", JWT_SECRET: "t".repeat(40) };
    const paytr = {
      ...env,
      PAYTR_MERCHANT_ID: "123456",
      PAYTR_MERCHANT_KEY: "key",
      PAYTR_MERCHANT_SALT: "salt",
      PAYTR_API_URL: "https://odeme.example:8443/api/",
    };
    expect(paymentFrameOrigins(parseConfig(env))).toEqual([]);
    // Credentials kept for an earlier provider do not open frames: only PAYMENTS_PROVIDER=paytr does.
    expect(paymentFrameOrigins(parseConfig(paytr))).toEqual([]);
    const origins = paymentFrameOrigins(parseConfig({ ...paytr, PAYMENTS_PROVIDER: "paytr" }));
    expect(origins).toEqual(["https://odeme.example:8443"]);
    const csp = directives(pageCsp(nonce, { https: true, frameOrigins: origins }));
    expect(csp.get("frame-src")).toEqual(["'self'", "https://odeme.example:8443"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("default-src")).toEqual(["'self'"]);
  });

  it("draws a new unguessable nonce every time", () => {
    const nonces = new Set(Array.from({ length: 100 }, createNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});

describe("securityHeaders", () => {
  it("carries the fixed headers, and HSTS only when PUBLIC_URL is https", () => {
    const plain = securityHeaders(RESOURCE_CSP, { https: isHttps("http://localhost:3000") });
    expect(plain).toEqual({
      "content-security-policy": "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
      "x-frame-options": "DENY",
      "x-content-type-options": "nosniff",
      "referrer-policy": "strict-origin-when-cross-origin",
      "permissions-policy": expect.stringContaining("camera=()"),
      "cross-origin-opener-policy": "same-origin",
    });
    const secure = securityHeaders(RESOURCE_CSP, { https: isHttps("https://liman.example") });
    expect(secure["strict-transport-security"]).toBe("max-age=63072000");
  });
});

/** Renders like Next does: the nonce of the request's CSP on every script tag. */
function nextLike(renders: { count: number }) {
  return (req: IncomingMessage, res: ServerResponse) => {
    renders.count++;
    const nonce = nonceOf(req) ?? "";
    const html = `<html><script nonce="${nonce}" src="/_next/static/a.js"></script><p>${"Tekne ".repeat(2000)}</p><script nonce="${nonce}">self.__next_f.push([1])</script></html>`;
    res.setHeader("content-type", "text/html; charset=utf-8");
    if (String(req.headers["accept-encoding"] ?? "").includes("gzip")) {
      res.setHeader("content-encoding", "gzip");
      res.end(zlib.gzipSync(html));
    } else {
      res.end(html);
    }
  };
}

async function serve(handler: (req: IncomingMessage, res: ServerResponse) => unknown) {
  const server = createServer(handler);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, close: () => new Promise<void>((r) => server.close(() => r())) };
}

const scriptNonces = (html: string) => [...html.matchAll(/<script nonce="([^"]*)"/g)].map((m) => m[1]);
const headerNonce = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];

describe("withSecurityHeaders around the page cache", () => {
  for (const encoding of ["gzip", "identity"]) {
    it(`gives every copy of a cached page (${encoding}) its own nonce, the header's, on every script`, async () => {
      const renders = { count: 0 };
      const { base, close } = await serve(
        withSecurityHeaders(new PageCache().wrap(nextLike(renders)), { https: false }),
      );
      const answers = [];
      for (let i = 0; i < 3; i++) {
        // fetch() decompresses gzip itself and checks the stream.
        const res = await fetch(`${base}/listing`, { headers: { "accept-encoding": encoding } });
        answers.push({ res, html: await res.text() });
      }
      await close();
      expect(renders.count).toBe(1);
      expect(answers.map((a) => a.res.headers.get("x-liman-cache"))).toEqual([null, "hit", "hit"]);
      const nonces = answers.map((a) => headerNonce(a.res));
      expect(new Set(nonces).size).toBe(3);
      answers.forEach(({ html }, i) => {
        expect(scriptNonces(html)).toEqual([nonces[i], nonces[i]]);
      });
      for (const { res } of answers) {
        expect(res.headers.get("x-frame-options")).toBe("DENY");
        expect(res.headers.get("x-content-type-options")).toBe("nosniff");
        expect(res.headers.get("strict-transport-security")).toBeNull();
      }
    });
  }

  it("keeps a page whose nonce is also in its preload link header, giving each copy the policy's nonce there", async () => {
    let renders = 0;
    const { base, close } = await serve(
      withSecurityHeaders(
        new PageCache().wrap((req, res) => {
          renders++;
          res.setHeader("content-type", "text/html");
          res.setHeader("link", `</a.js>; rel=preload; as=script; nonce=${nonceOf(req)}`);
          res.end("<p>x</p>");
        }),
        { https: false },
      ),
    );
    const links: string[] = [];
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${base}/about`);
      await res.text();
      const nonce = nonceInPolicy(res.headers.get("content-security-policy"));
      expect(nonce).toBeTruthy();
      expect(res.headers.get("link")).toBe(`</a.js>; rel=preload; as=script; nonce=${nonce}`);
      links.push(res.headers.get("link") ?? "");
    }
    await close();
    expect(renders).toBe(1);
    expect(links[0]).not.toBe(links[1]);
  });

  it("replaces a nonce the client wrote into its own request headers, and gives build assets the strict policy", async () => {
    const seen: (string | undefined)[] = [];
    const { base, close } = await serve(
      withSecurityHeaders(
        (req, res) => {
          seen.push(req.headers["content-security-policy"]?.toString());
          res.end("x");
        },
        { https: true },
      ),
    );
    const page = await fetch(`${base}/`, { headers: { "content-security-policy": "script-src 'nonce-bilinen'" } });
    const asset = await fetch(`${base}/_next/static/chunks/a.js`);
    await close();
    expect(seen[0]).not.toContain("bilinen");
    expect(page.headers.get("content-security-policy")).toBe(seen[0]);
    expect(page.headers.get("strict-transport-security")).toBe("max-age=63072000");
    expect(asset.headers.get("content-security-policy")).toBe(RESOURCE_CSP);
    expect(asset.headers.get("x-content-type-options")).toBe("nosniff");
  });
});
