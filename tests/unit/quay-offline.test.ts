import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { withSecurityHeaders } from "@/server/http/security-headers";
import { quayWorkerScript, serveQuayWorker, WORKER_CSP } from "@/server/http/quay-worker";
import { QUAY_SCOPE, QUAY_WORKER_URL, quayRequestKind } from "@/shared/quay-offline";

const origin = "https://liman.example";
const kind = (url: string, { method = "GET", mode = "cors" } = {}) =>
  quayRequestKind(method, `${origin}${url}`, mode, origin);

describe("quayRequestKind: what the quay worker handles", () => {
  it("keeps the check-in and check-out pages, and no other page", () => {
    expect(kind("/dashboard/reservations/12/check-in", { mode: "navigate" })).toBe("page");
    expect(kind("/dashboard/reservations/12/check-out", { mode: "navigate" })).toBe("page");
    expect(kind("/dashboard/reservations/12/check-in/", { mode: "navigate" })).toBe("page");
    for (const page of [
      "/dashboard/reservations/12",
      "/dashboard/reservations",
      "/dashboard/reservations/new",
      "/dashboard/reservations/12/check-inx",
      "/dashboard/reservations/0/check-in",
      "/dashboard/departures",
      "/dashboard",
      "/",
    ])
      expect(kind(page, { mode: "navigate" }), page).toBeNull();
    // The same page's RSC payload (a link inside the app) is not a navigation: the app's own fallback applies.
    expect(kind("/dashboard/reservations/12/check-in?_rsc=abc")).toBeNull();
  });

  it("keeps build assets (scripts, styles, fonts)", () => {
    expect(kind("/_next/static/chunks/app-abc123.js")).toBe("asset");
    expect(kind("/_next/static/media/inter-latin.woff2")).toBe("asset");
    expect(kind("/_next/static/css/x.css")).toBe("asset");
  });

  it("keeps the API reads the screens render from, and nothing else of the API", () => {
    expect(kind("/v1/admin/reservations/12")).toBe("api");
    expect(kind("/v1/admin/reservations/12/inspections")).toBe("api");
    expect(kind("/v1/admin/reservations/12/security-deposits")).toBe("api");
    expect(kind("/v1/admin/boats/7/inventory")).toBe("api");
    for (const url of [
      "/v1/admin/counts",
      "/v1/admin/reservations",
      "/v1/admin/reservations?take=10",
      "/v1/admin/reservations/12/inspections/3/pdf",
      "/v1/admin/reservations/12/payments",
      "/v1/admin/boats/7",
      "/v1/auth/login",
    ])
      expect(kind(url), url).toBeNull();
  });

  it("leaves every write alone, the outbox's POST of an inspection first", () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE", "HEAD"]) {
      expect(kind("/v1/admin/reservations/12/inspections", { method })).toBeNull();
      expect(kind("/dashboard/reservations/12/check-in", { method, mode: "navigate" })).toBeNull();
    }
  });

  it("leaves other origins alone, even with the same paths", () => {
    expect(quayRequestKind("GET", "https://cdn.example/_next/static/a.js", "cors", origin)).toBeNull();
    expect(quayRequestKind("GET", "https://other.example/v1/admin/reservations/1", "cors", origin)).toBeNull();
    expect(quayRequestKind("GET", "not a url", "cors", origin)).toBeNull();
  });
});

describe("the worker's script", () => {
  it("is one self-contained classic script", () => {
    const script = quayWorkerScript();
    // Parses as a script (no import/export), and runs with nothing but the worker's global.
    expect(() => new Function(script)).not.toThrow();
    const listeners: string[] = [];
    const fakeScope = { addEventListener: (type: string) => listeners.push(type), location: { origin } };
    new Function("self", script)(fakeScope);
    expect(listeners.sort()).toEqual(["activate", "fetch", "install", "message"]);
  });

  it("is served from our origin, allowed the reservations' pages, with its own strict policy", async () => {
    const server = createServer(
      withSecurityHeaders(
        serveQuayWorker((_req, res) => res.end("next")),
        { https: false },
      ),
    );
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const res = await fetch(`${base}${QUAY_WORKER_URL}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/javascript; charset=utf-8");
      expect(res.headers.get("service-worker-allowed")).toBe(QUAY_SCOPE);
      expect(res.headers.get("cache-control")).toBe("no-cache");
      expect(res.headers.get("content-security-policy")).toBe(WORKER_CSP);
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(await res.text()).toBe(quayWorkerScript());
      expect(await (await fetch(`${base}/quay-sw.jsx`)).text()).toBe("next");
      expect(await (await fetch(`${base}/dashboard/reservations/1/check-in`)).text()).toBe("next");
    } finally {
      await new Promise<void>((r) => server.close(() => r()));
    }
  });
});
