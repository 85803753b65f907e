import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "@/server/db/client";
import { keepListening } from "@/server/db/keep-listening";
import { createTestDatabase } from "../support/test-database";

/**
 * The listener's own rules on the real database (PGlite and PostgreSQL). Losses and reconnects are proven through
 * its users: tests/unit/content-changes.test.ts and tests/unit/job-wakeups.test.ts on a scripted session,
 * tests/api/cache-coherence.test.ts and tests/api/job-wakeups.test.ts against the database.
 */
const CHANNEL = "liman_keep_listening_test";
let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

function recorded() {
  const events: string[] = [];
  return {
    events,
    onNotify: (payload: string) => events.push(`notify:${payload}`),
    onUp: (again: boolean) => events.push(again ? "up again" : "up"),
    onDown: (_error: unknown, down: { lost: boolean }) => events.push(down.lost ? "lost" : "failed"),
  };
}

describe("keepListening", () => {
  it("closes a session that was still being made when it was stopped, and hears nothing from it", async () => {
    const kept = recorded();
    const stopped = recorded();
    const listening = keepListening(database.listen, CHANNEL, kept);
    const given = keepListening(database.listen, CHANNEL, stopped);
    await given.stop();
    expect(given.isListening).toBe(false);
    await vi.waitFor(() => expect(listening.isListening).toBe(true), { timeout: 5000 });
    try {
      await database.db.execute(sql`SELECT pg_notify(${CHANNEL}, 'after stop')`);
      await vi.waitFor(() => expect(kept.events).toEqual(["up", "notify:after stop"]), { timeout: 5000, interval: 5 });
      expect(stopped.events).toEqual([]);
      expect(given.isListening).toBe(false);
      expect(given.pid).toBeNull();
    } finally {
      await listening.stop();
    }
  });
});
