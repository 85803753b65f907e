import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientIp } from "@/server/api/client-ip";
import { parseConfig } from "@/server/config";

/** An app that answers the address it would count, for `trustedProxies` proxies in front. */
function app(trustedProxies: number) {
  return new Hono().get("/", (c) => c.text(clientIp(c, trustedProxies)));
}

async function addressSeen(trustedProxies: number, forwarded?: string) {
  const headers: Record<string, string> = forwarded === undefined ? {} : { "x-forwarded-for": forwarded };
  return (await app(trustedProxies).request("/", { headers })).text();
}

describe("client address behind N trusted proxies", () => {
  it("takes the rightmost entry behind one proxy: what the client wrote on the left is ignored", async () => {
    expect(await addressSeen(1, "203.0.113.7")).toBe("203.0.113.7");
    expect(await addressSeen(1, "1.1.1.1, 203.0.113.7")).toBe("203.0.113.7");
    expect(await addressSeen(1, "9.9.9.9,8.8.8.8 , 203.0.113.7")).toBe("203.0.113.7");
  });

  it("a new spoofed left entry on every request does not change the address", async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 10; i++) seen.add(await addressSeen(1, `10.0.0.${i}, 198.51.100.20`));
    expect([...seen]).toEqual(["198.51.100.20"]);
  });

  it("takes the Nth entry from the right behind N proxies", async () => {
    // client → edge proxy (appends the client) → inner proxy (appends the edge) → app
    expect(await addressSeen(2, "203.0.113.7, 10.0.0.2")).toBe("203.0.113.7");
    expect(await addressSeen(2, "6.6.6.6, 203.0.113.7, 10.0.0.2")).toBe("203.0.113.7");
    expect(await addressSeen(3, "6.6.6.6, 203.0.113.7, 10.0.0.2, 10.0.0.3")).toBe("203.0.113.7");
  });

  it("with fewer entries than N takes the leftmost one present", async () => {
    expect(await addressSeen(2, "203.0.113.7")).toBe("203.0.113.7");
    expect(await addressSeen(3, "203.0.113.7, 10.0.0.2")).toBe("203.0.113.7");
  });

  it("joins repeated X-Forwarded-For headers before counting from the right", async () => {
    const headers = new Headers();
    headers.append("x-forwarded-for", "6.6.6.6");
    headers.append("x-forwarded-for", "203.0.113.7");
    expect(await (await app(1).request("/", { headers })).text()).toBe("203.0.113.7");
  });

  describe("over a real socket", () => {
    let server: ReturnType<typeof serve>;
    let base = "";
    beforeAll(async () => {
      await new Promise<void>((resolve) => {
        server = serve(
          {
            fetch: new Hono().get("/:n", (c) => c.text(clientIp(c, Number(c.req.param("n"))))).fetch,
            port: 0,
            hostname: "127.0.0.1",
          },
          (info: AddressInfo) => {
            base = `http://127.0.0.1:${info.port}`;
            resolve();
          },
        );
      });
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    const get = async (n: number, forwarded?: string) =>
      (await fetch(`${base}/${n}`, { headers: forwarded ? { "x-forwarded-for": forwarded } : {} })).text();

    it("uses the socket address when no proxy is trusted, whatever the header says", async () => {
      expect(await get(0, "203.0.113.7")).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    });

    it("uses the socket address behind a proxy when the request carries no X-Forwarded-For", async () => {
      expect(await get(1)).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
      expect(await get(1, " , ")).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    });
  });
});

describe("TRUST_PROXY", () => {
  const hops = (value?: string) => parseConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy;

  it("is a number of proxies, 0 by default", () => {
    expect(hops()).toBe(0);
    expect(hops("0")).toBe(0);
    expect(hops("2")).toBe(2);
  });

  it("still accepts the old boolean form: true is one proxy", () => {
    expect(hops("1")).toBe(1);
    expect(hops("true")).toBe(1);
    expect(hops("yes")).toBe(1);
    expect(hops("false")).toBe(0);
  });

  it("refuses anything else", () => {
    expect(() => hops("-1")).toThrow(/TRUST_PROXY/);
    expect(() => hops("loopback")).toThrow(/TRUST_PROXY/);
  });
});
