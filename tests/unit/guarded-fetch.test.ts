import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type AddressPolicy, publicOnly, publicOrPrivate } from "@/server/outbound/address-policy";
import { guardedFetch } from "@/server/outbound/guarded-fetch";
import { OutboundError } from "@/server/outbound/outbound-error";
import { errorText } from "@/shared/messages/error-text";

/** An error's message (a catalogue key) in Turkish words. */
const turkish = (error: Error) => errorText("tr", error.message);

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

/** A server on every local address (IPv4 and IPv6): any request that got through is seen here. */
let server: http.Server;
let port: number;
const seen: { url: string; host: string | undefined; local: string | undefined }[] = [];
const handlers = new Map<string, Handler>();
const hanging = new Set<http.ServerResponse>();

beforeAll(async () => {
  server = http.createServer((req, res) => {
    seen.push({ url: req.url ?? "", host: req.headers.host, local: req.socket.localAddress });
    const handler = handlers.get(req.url ?? "");
    if (handler) handler(req, res);
    else res.writeHead(404, { "content-type": "text/plain" }).end("secret internal page");
  });
  await new Promise<void>((resolve) => server.listen(0, "::", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(
  () =>
    new Promise<void>((resolve) => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      server.close(() => resolve());
    }),
);
beforeEach(() => {
  seen.length = 0;
});

const redirectTo =
  (location: string, status = 302): Handler =>
  (_req, res) =>
    res.writeHead(status, { location }).end();

/** The test seam: exactly this server's 127.0.0.1 address and port are allowed, anything else as in production. */
const onlyThisServer: AddressPolicy = (target) =>
  target.address === "127.0.0.1" && target.port === port ? null : publicOnly(target);

async function failure(promise: Promise<unknown>): Promise<OutboundError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(OutboundError);
  return error as OutboundError;
}

describe("guarded outbound client", () => {
  it("refuses loopback, private, link-local and unspecified targets before connecting", async () => {
    handlers.set("/feed.ics", (_req, res) => res.end("BEGIN:VCALENDAR"));
    const cases: [string, string][] = [
      [`http://127.0.0.1:${port}/feed.ics`, "loopback"],
      [`http://localhost:${port}/feed.ics`, "loopback"],
      [`http://[::1]:${port}/feed.ics`, "loopback"],
      [`http://[::ffff:127.0.0.1]:${port}/feed.ics`, "loopback"],
      [`http://2130706433:${port}/feed.ics`, "loopback"],
      [`http://0x7f.1:${port}/feed.ics`, "loopback"],
      [`http://0.0.0.0:${port}/feed.ics`, "unspecified"],
      ["http://169.254.169.254/latest/meta-data/", "link-local"],
      ["http://10.0.0.1/", "private"],
      ["http://[fd00::1]/", "unique-local"],
    ];
    for (const [url, kind] of cases) {
      const error = await failure(guardedFetch(url));
      expect(error.kind, url).toBe("refused");
      expect(error.addressClass, url).toBe(kind);
      expect(error.redirected).toBe(false);
    }
    expect(turkish(await failure(guardedFetch("http://10.0.0.1/")))).toBe(
      "Bu adres yerel ağa işaret ettiği için izin verilmiyor.",
    );
    expect(seen).toEqual([]);
  });

  it("accepts only http and https", async () => {
    for (const url of ["ftp://example.com/a.ics", "file:///etc/passwd", "gopher://127.0.0.1/", "data:text/plain,x"]) {
      const error = await failure(guardedFetch(url));
      expect(error.kind).toBe("protocol");
      expect(turkish(error)).toBe("Yalnızca http:// ve https:// adreslerine izin veriliyor.");
    }
    expect((await failure(guardedFetch("http://"))).kind).toBe("invalid-url");
  });

  it("checks every redirect hop again: an allowed first hop cannot lead to a private address", async () => {
    const targets = [
      [`http://127.0.0.2:${port}/secret`, "loopback"],
      [`http://[::1]:${port}/secret`, "loopback"],
      [`http://[::ffff:127.0.0.1]:${port}/secret`, "loopback"],
      [`http://127.0.0.1:${port + 1}/secret`, "loopback"], // same address, another port
      ["http://169.254.169.254/latest/meta-data/", "link-local"],
      ["http://192.168.1.1/", "private"],
    ];
    for (const [location, kind] of targets) {
      handlers.set("/hop", redirectTo(location!));
      seen.length = 0;
      const error = await failure(guardedFetch(`http://127.0.0.1:${port}/hop`, { policy: onlyThisServer }));
      expect(error.kind, location).toBe("refused");
      expect(error.addressClass, location).toBe(kind);
      expect(error.redirected).toBe(true);
      expect(turkish(error)).not.toContain("secret");
      // The first hop was made, the second never reached the server (it listens on every local address).
      expect(seen.map((s) => s.url)).toEqual(["/hop"]);
    }
    handlers.set("/hop", redirectTo("http://192.168.1.1/"));
    expect(turkish(await failure(guardedFetch(`http://127.0.0.1:${port}/hop`, { policy: onlyThisServer })))).toBe(
      "Adres, yerel ağa işaret eden bir adrese yönlendiriyor; buna izin verilmiyor.",
    );
    handlers.set("/hop", redirectTo("ftp://example.com/x"));
    expect((await failure(guardedFetch(`http://127.0.0.1:${port}/hop`, { policy: onlyThisServer }))).kind).toBe(
      "protocol",
    );
  });

  it("follows at most three redirects, relative ones included", async () => {
    handlers.set("/r1", redirectTo("/r2", 301));
    handlers.set("/r2", redirectTo(`http://127.0.0.1:${port}/r3`, 307));
    handlers.set("/r3", redirectTo("ok", 308));
    handlers.set("/ok", (_req, res) => res.writeHead(200, { "content-type": "text/plain" }).end("done"));
    const res = await guardedFetch(`http://127.0.0.1:${port}/r1`, { policy: onlyThisServer });
    expect(res.status).toBe(200);
    expect(res.body.toString()).toBe("done");
    expect(res.url.pathname).toBe("/ok");
    handlers.set("/r0", redirectTo("/r1"));
    seen.length = 0;
    const error = await failure(guardedFetch(`http://127.0.0.1:${port}/r0`, { policy: onlyThisServer }));
    expect(error.kind).toBe("too-many-redirects");
    expect(seen.map((s) => s.url)).toEqual(["/r0", "/r1", "/r2", "/r3"]);
  });

  it("keeps the host name for the Host header while connecting to the checked address", async () => {
    handlers.set("/who", (req, res) => res.end(req.headers.host));
    const res = await guardedFetch(`http://localhost:${port}/who`, { policy: publicOrPrivate });
    expect(res.body.toString()).toBe(`localhost:${port}`);
    expect(["127.0.0.1", "::1", "::ffff:127.0.0.1"]).toContain(seen[0]!.local);
  });

  it("POSTs a body once and never follows a redirect after it (the 3xx is the answer)", async () => {
    const bodies: string[] = [];
    handlers.set("/hook", (req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        bodies.push(`${req.method} ${req.headers["content-type"]} ${Buffer.concat(chunks).toString("utf8")}`);
        res.writeHead(204).end();
      });
    });
    handlers.set("/moved", redirectTo("/hook", 307));
    const base = `http://127.0.0.1:${port}`;
    const sent = await guardedFetch(`${base}/hook`, {
      method: "POST",
      body: '{"ş":1}',
      headers: { "content-type": "application/json" },
      policy: onlyThisServer,
    });
    expect(sent.status).toBe(204);
    expect(bodies).toEqual(['POST application/json {"ş":1}']);
    const moved = await guardedFetch(`${base}/moved`, { method: "POST", body: "{}", policy: onlyThisServer });
    expect(moved.status).toBe(307);
    expect(seen.map((s) => s.url)).toEqual(["/hook", "/moved"]);
  });

  it("never hands back the body of an error answer", async () => {
    const res = await guardedFetch(`http://127.0.0.1:${port}/missing`, { policy: onlyThisServer });
    expect(res.status).toBe(404);
    expect(res.body.byteLength).toBe(0);
  });

  it("cuts a body over the cap, announced or streamed", async () => {
    const chunk = Buffer.alloc(64 * 1024, 120);
    handlers.set("/stream", (_req, res) => {
      res.writeHead(200, { "content-type": "text/plain" });
      let sent = 0;
      const pump = () => {
        while (sent < 200) {
          sent++;
          if (!res.write(chunk)) return void res.once("drain", pump);
        }
        res.end();
      };
      pump();
    });
    handlers.set("/announced", (_req, res) =>
      res.writeHead(200, { "content-length": String(6 * 1024 * 1024) }).end(Buffer.alloc(1024)),
    );
    const streamed = await failure(guardedFetch(`http://127.0.0.1:${port}/stream`, { policy: onlyThisServer }));
    expect(streamed.kind).toBe("too-large");
    expect(turkish(streamed)).toBe("Yanıt çok büyük (en fazla 5 MB).");
    const announced = await failure(
      guardedFetch(`http://127.0.0.1:${port}/announced`, { policy: onlyThisServer, maxBytes: 1024 * 1024 }),
    );
    expect(announced.kind).toBe("too-large");
  });

  it("gives up after the time limit, across redirects", async () => {
    handlers.set("/slow", (_req, res) => {
      hanging.add(res);
    });
    handlers.set("/to-slow", redirectTo("/slow"));
    const started = Date.now();
    const error = await failure(
      guardedFetch(`http://127.0.0.1:${port}/to-slow`, { policy: onlyThisServer, timeoutMs: 300 }),
    );
    expect(error.kind).toBe("timeout");
    expect(turkish(error)).toBe("Adres 0.3 saniye içinde yanıt vermedi.");
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
