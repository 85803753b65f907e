import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { todayIn } from "@/lib/dates";
import { signToken } from "@/server/auth/tokens";
import { boats } from "@/server/db/schema";
import { icalJob } from "@/server/ical/ical-job";
import { type AddressPolicy, publicOnly } from "@/server/outbound/address-policy";
import { createBoat, createUser } from "@/server/seed/factories";
import { addDays, allDay, calendar } from "../support/ical-server";
import { createTestApi } from "../support/test-api";

// OUTBOUND_ALLOW_PRIVATE is off: the production default.
const api = await createTestApi();
const SECRET = "INTERNAL-ONLY-METADATA-7f3a";
const today = todayIn("Europe/Istanbul");

/** A server on every local address (IPv4 and IPv6): any request that got through is seen here. */
let server: http.Server;
let port: number;
const seen: string[] = [];
const redirects = new Map<string, string>();
let adminToken: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    seen.push(req.url ?? "");
    const location = redirects.get(req.url ?? "");
    if (location) return void res.writeHead(302, { location }).end();
    if (req.url === "/feed.ics") {
      res.writeHead(200, { "content-type": "text/calendar" });
      return void res.end(calendar([allDay("ok", addDays(today, 5), addDays(today, 6))]));
    }
    res.writeHead(200, { "content-type": "text/calendar" }).end(`BEGIN:VCALENDAR\r\nX-SECRET:${SECRET}\r\n`);
  });
  await new Promise<void>((resolve) => server.listen(0, "::", resolve));
  port = (server.address() as AddressInfo).port;
  adminToken = await signToken(await createUser(api.db, { role: "ADMIN" }), api.jwtSecret);
});
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
);
beforeEach(() => {
  seen.length = 0;
});

type Call = typeof api.call;

async function boatWithUrl(url: string) {
  const boat = await createBoat(api.db);
  const put = await api.call("PUT", `/v1/admin/boats/${boat.id}`, { token: adminToken, body: { ical_url: url } });
  expect(put.status, url).toBe(200);
  return boat;
}

const preview = (call: Call, boatId: number) =>
  call("POST", "/v1/admin/boats/date/sync/preview", { token: adminToken, body: { boat_id: boatId } });
const sync = (call: Call, boatId: number) =>
  call("POST", "/v1/admin/boats/date/sync", { token: adminToken, body: { boat_id: boatId } });

async function storedError(boatId: number) {
  const [row] = await api.db.select({ error: boats.icalError }).from(boats).where(eq(boats.id, boatId));
  return row?.error;
}

describe("calendar URLs that point inside (OUTBOUND_ALLOW_PRIVATE off)", () => {
  it("refuses loopback, private, link-local, IPv6 and IPv4-mapped addresses with the reason; nothing is fetched", async () => {
    const cases: [string, string][] = [
      [`http://127.0.0.1:${port}/feed.ics`, "sunucunun kendisine (loopback)"],
      [`http://localhost:${port}/feed.ics`, "sunucunun kendisine (loopback)"],
      ["http://169.254.169.254/latest/meta-data/", "yerel ağa (link-local)"],
      ["http://10.0.0.1/", "yerel ağa"],
      [`http://[::1]:${port}/feed.ics`, "sunucunun kendisine (loopback)"],
      [`http://[::ffff:127.0.0.1]:${port}/feed.ics`, "sunucunun kendisine (loopback)"],
      [`http://0.0.0.0:${port}/feed.ics`, "belirtilmemiş bir adrese (0.0.0.0 / ::)"],
      [`http://2130706433:${port}/feed.ics`, "sunucunun kendisine (loopback)"],
      [`webcal://127.0.0.1:${port}/feed.ics`, "sunucunun kendisine (loopback)"],
    ];
    for (const [url, where] of cases) {
      const boat = await boatWithUrl(url);
      const reason = `Takvim adresi kullanılamıyor: Bu adres ${where} işaret ettiği için izin verilmiyor.`;
      const p = await preview(api.call, boat.id);
      expect(p.status, url).toBe(422);
      expect(p.json, url).toEqual({ content: reason, code: "ICAL_FETCH_FAILED" });
      const s = await sync(api.call, boat.id);
      expect(s.status, url).toBe(422);
      expect(s.json.content, url).toBe(reason);
      expect(await storedError(boat.id), url).toBe(reason);
    }
    expect(seen).toEqual([]);
    // The background job refuses them too.
    const job = await icalJob({ db: api.db, config: api.config }).run();
    expect(job.synced).toBe(0);
    expect(job.failed).toBeGreaterThanOrEqual(cases.length);
    expect(seen).toEqual([]);
  });

  it("a feed that redirects to the metadata address is refused (here its own loopback address already is)", async () => {
    redirects.set("/moved.ics", "http://169.254.169.254/latest/meta-data/");
    const boat = await boatWithUrl(`http://127.0.0.1:${port}/moved.ics`);
    const res = await preview(api.call, boat.id);
    expect(res.status).toBe(422);
    expect(res.json.content).toContain("izin verilmiyor");
    expect(seen).toEqual([]);
  });
});

describe("every redirect hop is checked (test seam: exactly this server's 127.0.0.1 port is allowed)", () => {
  const onlyThisServer: AddressPolicy = (target) =>
    target.address === "127.0.0.1" && target.port === port ? null : publicOnly(target);
  let call: Call;

  beforeAll(() => {
    call = api.withDeps({ outboundPolicy: onlyThisServer }).call;
  });

  it("the allowed server itself is fetched", async () => {
    const boat = await boatWithUrl(`http://127.0.0.1:${port}/feed.ics`);
    const res = await preview(call, boat.id);
    expect(res.status).toBe(200);
    expect(res.json.content.add).toHaveLength(1);
    expect(seen).toEqual(["/feed.ics"]);
  });

  it("a redirect from it to loopback, IPv6 loopback or the metadata address is refused at the second hop", async () => {
    const targets: [string, string][] = [
      [`http://127.0.0.2:${port}/secret`, "sunucunun kendisine (loopback)"],
      [`http://[::1]:${port}/secret`, "sunucunun kendisine (loopback)"],
      [`http://[::ffff:127.0.0.1]:${port}/secret`, "sunucunun kendisine (loopback)"],
      ["http://169.254.169.254/latest/meta-data/", "yerel ağa (link-local)"],
      ["http://10.0.0.1/", "yerel ağa"],
    ];
    for (const [location, where] of targets) {
      redirects.set("/hop.ics", location);
      const boat = await boatWithUrl(`http://127.0.0.1:${port}/hop.ics`);
      seen.length = 0;
      for (const run of [preview, sync]) {
        const res = await run(call, boat.id);
        expect(res.status, location).toBe(422);
        expect(res.json.content, location).toBe(
          `Takvim adresi kullanılamıyor: Adres, ${where} işaret eden bir adrese yönlendiriyor; buna izin verilmiyor.`,
        );
        expect(res.text).not.toContain(SECRET);
      }
      expect(await storedError(boat.id)).not.toContain(SECRET);
      // Only the first hop reached the server (which answers on every local address).
      expect(seen, location).toEqual(["/hop.ics", "/hop.ics"]);
    }
  });
});
