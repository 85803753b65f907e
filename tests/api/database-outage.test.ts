import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseAvailability } from "@/server/db/availability";
import { openPostgres } from "@/server/db/client";
import { isDatabaseUnavailable } from "@/server/db/connection-error";
import { availabilityBlocks, mailOutbox, reservations } from "@/server/db/schema";
import { type BookingCast, book, bookingCast, reservationBody } from "../support/booking-fixtures";
import { startTcpProxy, type TcpProxy } from "../support/tcp-proxy";
import { createTestApi, type TestApi } from "../support/test-api";
import { testDatabaseKind, testDatabaseUrl } from "../support/test-database";
import { addDays } from "@/lib/dates";
import { nextWeekday } from "../support/test-dates";

// The app reaches PostgreSQL through a TCP proxy the test cuts and restores. PGlite runs inside the process and
// cannot become unreachable: this file runs in the api-postgres project only.
const onPostgres = testDatabaseKind() === "postgres";
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let direct: TestApi; // fixtures and counting, straight to the server
let api: TestApi; // the app under test, through the proxy
let proxy: TcpProxy;
let cast: BookingCast;

beforeAll(async () => {
  if (!onPostgres) return;
  direct = await createTestApi({ TRUST_PROXY: "1" });
  cast = await bookingCast(direct);
  const url = new URL(testDatabaseUrl(direct.database) as string);
  proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
  url.host = `127.0.0.1:${proxy.port}`;
  api = await createTestApi({ TRUST_PROXY: "1" }, { database: await openPostgres(url.toString(), 10) });
});
afterAll(async () => {
  await proxy?.close();
});

type Attempt = { key: string; body: Record<string, unknown>; statuses: number[] };

/** Booking `i`: its own week ahead on one of the two boats, so no two bookings compete for dates. */
function attempt(i: number): Attempt {
  const boat = i % 2 === 0 ? cast.ownBoat : cast.otherBoat;
  const start = nextWeekday(1, { weeksAfter: Math.floor(i / 2) });
  return {
    key: `outage-${i}`,
    body: reservationBody(boat, { start_date: start, end_date: addDays(start, 3) }),
    statuses: [],
  };
}

async function send(a: Attempt) {
  const res = await book(api, a.body, { key: a.key });
  a.statuses.push(res.status);
  return res;
}

describe.skipIf(!onPostgres)("the database goes away under load (PostgreSQL through a proxy; PGlite cannot)", () => {
  it("answers 503 with Retry-After while it is away, recovers by itself, and loses or doubles no booking", async () => {
    const attempts = Array.from({ length: 40 }, (_, i) => attempt(i));
    const [before, during, after] = [attempts.slice(0, 10), attempts.slice(10, 30), attempts.slice(30)];

    for (const a of before) expect((await send(a)).status).toBe(201);
    expect((await api.call("GET", "/v1/health/ready")).status).toBe(200);

    // Under load: twenty bookings in flight when the connections are torn down.
    const inFlight = Promise.all(during.map(send));
    while (during.filter((a) => a.statuses.length > 0).length < 3) await sleep(2);
    await proxy.cut();
    await inFlight;
    for (const a of during) expect([201, 503]).toContain(a.statuses[0]);

    // While the database is away: the API says 503 with Retry-After and a Turkish reason, never 500.
    const refused = await send(after[0] as Attempt);
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("5");
    expect(refused.json).toEqual({
      content: "Şu anda veritabanına ulaşılamıyor. Lütfen birkaç saniye sonra tekrar deneyin.",
      code: "DATABASE_UNAVAILABLE",
    });
    const read = await api.call("GET", `/v1/boats/${cast.ownBoat.slug}/availability`);
    expect(read.status).toBe(503);
    expect(read.headers.get("retry-after")).toBe("5");
    const ready = await api.call("GET", "/v1/health/ready");
    expect(ready.status).toBe(503);
    expect(ready.headers.get("retry-after")).toBe("5");
    expect(ready.json.code).toBe("DATABASE_UNAVAILABLE");
    // Liveness does not ask the database: the process is up.
    expect((await api.call("GET", "/v1/health")).status).toBe(200);
    // What failed pages are told (they answer 503 instead of 500 while it is so).
    expect(databaseAvailability.isAway()).toBe(true);

    // The database is back: the same pool serves again, no restart.
    await proxy.restore();
    let readyAgain = 0;
    for (let i = 0; i < 50 && readyAgain !== 200; i++) {
      readyAgain = (await api.call("GET", "/v1/health/ready")).status;
      if (readyAgain !== 200) await sleep(100);
    }
    expect(readyAgain).toBe(200);
    expect(databaseAvailability.isAway()).toBe(false);

    // Clients retry what was refused, with the same Idempotency-Key, and send the rest.
    for (const a of [...during, ...after]) {
      if (a.statuses.at(-1) !== 201) expect((await send(a)).status).toBe(201);
    }

    // Each booking exactly once, each whole: its days blocked once and its two mails queued once.
    const keys = attempts.map((a) => a.key);
    const rows = await direct.db.select().from(reservations).where(inArray(reservations.idempotencyKey, keys));
    expect(rows.map((r) => r.idempotencyKey).sort()).toEqual([...keys].sort());
    for (const row of rows) {
      const blocks = await direct.db
        .select()
        .from(availabilityBlocks)
        .where(eq(availabilityBlocks.reservationId, row.id));
      expect(blocks).toHaveLength(1);
      const mails = await direct.db.select().from(mailOutbox).where(eq(mailOutbox.reservationId, row.id));
      expect(mails.map((m) => m.templateKey).sort()).toEqual(["reservation_received", "reservation_staff"]);
    }
    // Nothing beyond them: no reservation was written twice under another key.
    const all = await direct.db.select().from(reservations);
    expect(all).toHaveLength(keys.length);
    // The outage was really met mid-flight by some of the twenty.
    expect(during.some((a) => a.statuses[0] === 503)).toBe(true);
  });

  it("gives up on a database that accepts connections but never answers after the 5 s connect timeout: 503", async () => {
    proxy.blackHole();
    // The pool notices its torn-down idle connections first, so the request below has to open a new one.
    await sleep(200);
    const res = await api.call("GET", `/v1/boats/${cast.ownBoat.slug}/availability`);
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("5");
    await proxy.restore();
    expect((await api.call("GET", `/v1/boats/${cast.ownBoat.slug}/availability`)).status).toBe(200);
  });

  it("lets go of a connection lost just as a transaction begins: a pool of one serves again when the database is back", async () => {
    const url = new URL(testDatabaseUrl(direct.database) as string);
    url.host = `127.0.0.1:${proxy.port}`;
    const single = await openPostgres(url.toString(), 1);
    const begin = () => single.db.transaction(async (tx) => tx.execute(sql`select 1`));
    try {
      await begin(); // the pool's one connection is idle, through the proxy
      // Torn down under it; the pool hands the connection out before it hears of that, and BEGIN fails.
      proxy.blackHole();
      await expect(begin()).rejects.toSatisfy(isDatabaseUnavailable);
      await proxy.restore();
      await begin();
    } finally {
      // A connection never given back would keep `end` waiting for ever.
      await Promise.race([single.close(), sleep(2_000)]);
    }
  });

  it("opens its connections with the statement and idle-in-transaction timeouts; DATABASE_URL parameters win", async () => {
    const show = async (db: typeof api.db, name: string) =>
      ((await db.execute(sql.raw(`show ${name}`))) as unknown as { rows: Record<string, string>[] }).rows[0]?.[name];
    expect(await show(api.db, "statement_timeout")).toBe("15s");
    expect(await show(api.db, "idle_in_transaction_session_timeout")).toBe("30s");
    const url = new URL(testDatabaseUrl(direct.database) as string);
    url.searchParams.set("statement_timeout", "60000");
    const raised = await openPostgres(url.toString(), 1);
    try {
      expect(await show(raised.db, "statement_timeout")).toBe("1min");
    } finally {
      await raised.close();
    }
  });
});
