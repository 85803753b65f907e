import { sql } from "drizzle-orm";
import pg from "pg";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { CONTENT_CHANNEL, type CoherentCache } from "@/server/cache/content-changes";
import { type BoatCast, boatCast } from "../support/boat-fixtures";
import { createTestApi, type TestApi } from "../support/test-api";
import { testDatabaseKind } from "../support/test-database";

/**
 * Two app instances on one database (on PostgreSQL each with its own pool and listening session; on PGlite in
 * one process): a change made through A reaches B's cache within 1 s.
 */
let a: TestApi;
let b: TestApi;
let cast: BoatCast;
let hookA: ReturnType<typeof recorder>;
let hookB: ReturnType<typeof recorder>;
const onPostgres = testDatabaseKind() === "postgres";

function recorder() {
  const events: string[] = [];
  const cache: CoherentCache = {
    invalidate: () => events.push("invalidate"),
    suspend: () => events.push("suspend"),
    resume: () => events.push("resume"),
  };
  return { events, cache, clear: () => events.splice(0) };
}

/** A single-row query's row, for both drivers' result shapes (node-postgres and PGlite both carry `rows`). */
const row = async <T>(query: ReturnType<typeof sql>) =>
  ((await a.db.execute(query)) as unknown as { rows: T[] }).rows[0]!;
const listening = async (api: TestApi) =>
  vi.waitFor(() => expect(api.contentChanges.isListening).toBe(true), { timeout: 5000 });
const heard = () => [a.contentChanges.notificationsHeard, b.contentChanges.notificationsHeard];
/**
 * Waits until both instances heard `count` more notifications than `before`. PostgreSQL delivers notifications
 * in commit order, so once a marker sent last has been heard, whatever was announced before it has been too.
 */
const hearing = (before: number[], count: number) =>
  vi.waitFor(() => expect(heard()).toEqual(before.map((n) => n + count)), { timeout: 2000, interval: 10 });
/** A notification from none of the instances, sent after what the test did (a remote change to both). */
const marker = () =>
  a.db.execute(
    sql`SELECT pg_notify(${CONTENT_CHANNEL}, ${JSON.stringify({ origin: "test-marker", reason: "marker" })})`,
  );
const newBoat = (name: string) =>
  a.call("POST", "/v1/admin/boats", {
    token: cast.adminToken,
    body: { name, type_id: cast.type.id, marina_id: cast.marina.id },
  });

beforeAll(async () => {
  a = await createTestApi();
  b = await createTestApi({}, { sameDatabaseAs: a });
  cast = await boatCast(a);
  a.contentChanges.start();
  b.contentChanges.start();
  await listening(a);
  await listening(b);
  hookA = recorder();
  hookB = recorder();
  a.contentChanges.attach(hookA.cache);
  b.contentChanges.attach(hookB.cache);
});

beforeEach(() => {
  hookA.clear();
  hookB.clear();
});

describe("cache coherence across instances (LISTEN/NOTIFY)", () => {
  it("a change through A drops A's cache before it answers and B's within 1 s, once each", async () => {
    const before = heard();
    const res = await newBoat("Yeni Tekne");
    expect(res.status).toBe(201);
    expect(hookA.events).toEqual(["invalidate"]);
    await vi.waitFor(() => expect(hookB.events).toEqual(["invalidate"]), { timeout: 1000, interval: 10 });
    // One notification, heard by both: A's own comes back to it too and is not applied twice.
    await hearing(before, 1);
    expect(hookA.events).toEqual(["invalidate"]);
    expect(hookB.events).toEqual(["invalidate"]);
  });

  it("a refused write and a read announce nothing", async () => {
    const before = heard();
    const refused = await a.call("POST", "/v1/admin/boats", { token: cast.ownerToken, body: { name: "" } });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect((await a.call("GET", "/v1/admin/boats", { token: cast.adminToken })).status).toBe(200);
    expect(hookA.events).toEqual([]);
    await marker();
    // The marker is all either instance heard, and its one invalidation all their caches saw.
    await hearing(before, 1);
    await vi.waitFor(() => expect([hookA.events, hookB.events]).toEqual([["invalidate"], ["invalidate"]]), {
      timeout: 1000,
      interval: 10,
    });
  });

  it("changes announced by a background job reach the other instance", async () => {
    await a.contentChanges.publish("job:reservation-status");
    await vi.waitFor(() => expect(hookB.events).toEqual(["invalidate"]), { timeout: 1000, interval: 10 });
  });

  it.skipIf(!onPostgres)(
    "an instance whose listening connection is killed drops and bypasses its cache, re-listens, and hears again",
    async () => {
      const pid = b.contentChanges.listenerPid;
      expect(pid).toBeTypeOf("number");
      const killed = await row<{ ok: boolean }>(sql`SELECT pg_terminate_backend(${pid}::int) AS ok`);
      expect(killed.ok).toBe(true);
      await vi.waitFor(() => expect(hookB.events[0]).toBe("suspend"), { timeout: 1000, interval: 10 });
      await listening(b);
      expect(b.contentChanges.listenerPid).not.toBe(pid);
      expect(hookB.events).toEqual(["suspend", "resume"]);
      hookB.clear();
      expect((await newBoat("Yeniden Dinlenen")).status).toBe(201);
      await vi.waitFor(() => expect(hookB.events).toEqual(["invalidate"]), { timeout: 1000, interval: 10 });
    },
  );

  it.skipIf(!onPostgres)(
    "while the database refuses the listener's reconnects the cache stays suspended; it resumes when they succeed",
    async () => {
      const { name } = await row<{ name: string }>(sql`SELECT current_database() AS name`);
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      try {
        await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
        await a.db.execute(sql`SELECT pg_terminate_backend(${b.contentChanges.listenerPid}::int)`);
        await vi.waitFor(() => expect(hookB.events).toEqual(["suspend"]), { timeout: 1000, interval: 10 });
        // Several refused attempts (first delays 125–250, 250–500, 500–1000 ms) and still no cache.
        await vi.waitFor(() => expect(b.contentChanges.connectFailures).toBeGreaterThanOrEqual(3), {
          timeout: 5000,
          interval: 10,
        });
        expect(b.contentChanges.isListening).toBe(false);
        expect(hookB.events).toEqual(["suspend"]);
      } finally {
        await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
        await admin.end();
      }
      await vi.waitFor(() => expect(b.contentChanges.isListening).toBe(true), { timeout: 10_000 });
      expect(hookB.events).toEqual(["suspend", "resume"]);
    },
  );
});
