import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "@/server/domain-errors";
import { retryTransaction } from "@/server/db/retry-transaction";
import { lockBoat } from "@/server/reservations/lock-boat";
import { createBoat } from "@/server/seed/factories";
import { createTestApi, type TestApi } from "../support/test-api";
import { testDatabaseKind, testDatabaseUrl } from "../support/test-database";

// A deadlock that still happens (here made on purpose between two boats locked in opposite orders) is run once more,
// and a second one is a 409 TRANSACTION_CONFLICT, never a 500. Deadlocks need two sessions: PostgreSQL only.
const onPostgres = testDatabaseKind() === "postgres";

let api: TestApi;
let other: pg.Client;
let first: number;
let second: number;

beforeAll(async () => {
  api = await createTestApi();
  if (!onPostgres) return;
  other = new pg.Client({ connectionString: testDatabaseUrl(api.database) });
  await other.connect();
  first = (await createBoat(api.db)).id;
  second = (await createBoat(api.db)).id;
});

afterAll(async () => {
  if (onPostgres) await other.end();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Whether some session of the test database waits for a lock. */
async function someoneWaits(): Promise<boolean> {
  const { rows } = await other.query(
    "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
  );
  return rows[0].n > 0;
}

/**
 * The other session locks the first boat, lets the attempt in (`ready`), waits until the attempt (holding the second
 * boat) waits for the first, then asks for the second: a cycle. The attempt waited first, so its deadlock check runs
 * first and it is the victim; the other session then rolls back.
 */
async function deadlockOneAttempt(ready: () => void) {
  await other.query("BEGIN");
  await other.query("SELECT id FROM boats WHERE id = $1 FOR NO KEY UPDATE", [first]);
  ready();
  while (!(await someoneWaits())) await sleep(20);
  await other.query("SELECT id FROM boats WHERE id = $1 FOR NO KEY UPDATE", [second]);
  await other.query("ROLLBACK");
}

describe.runIf(onPostgres)("retryTransaction", () => {
  it("runs a deadlocked transaction once more and answers what the second run did", async () => {
    let attempts = 0;
    let letIn!: () => void;
    const inside = new Promise<void>((resolve) => {
      letIn = resolve;
    });
    const gate = deadlockOneAttempt(letIn);
    const result = retryTransaction(api.db, async (tx) => {
      attempts++;
      if (attempts === 1) await inside;
      // The second run starts once the other session has rolled back. Started at once, it could lock the second boat
      // before the other session, woken by the first run's abort, takes it (a free row lock is taken without
      // queueing), and the two would deadlock again: PostgreSQL's order, not the retry's, would decide the test.
      if (attempts === 2) await gate;
      await lockBoat(tx, second);
      await lockBoat(tx, first);
      return `attempt ${attempts}`;
    });
    await gate;
    expect(await result).toBe("attempt 2");
    expect(attempts).toBe(2);
  });

  it("answers 409 TRANSACTION_CONFLICT when the second run deadlocks too", async () => {
    let attempts = 0;
    const entries = [0, 1].map(() => {
      let resolve!: () => void;
      const promise = new Promise<void>((r) => {
        resolve = r;
      });
      return { promise, resolve };
    });
    const gate = (async () => {
      await deadlockOneAttempt(entries[0]!.resolve);
      await deadlockOneAttempt(entries[1]!.resolve);
    })();
    const result = retryTransaction(api.db, async (tx) => {
      await entries[attempts++]!.promise;
      await lockBoat(tx, second);
      await lockBoat(tx, first);
    }).catch((error: unknown) => error);
    await gate;
    const error = await result;
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 409, code: "TRANSACTION_CONFLICT" });
    expect(attempts).toBe(2);
  });
});
