import type { Logger } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import type pg from "pg";
import type { Db } from "../../src/server/db/client";
import * as schema from "../../src/server/db/schema";

/**
 * The ceiling of an API read: the SQL statements the domain function sends for one request, replayed directly
 * on a PostgreSQL pool at the benchmark's concurrency. The API's throughput divided by this one is the share
 * of the database's own pace that the app keeps (issue 12: aim ≥ 0.5).
 */

export type Statement = { sql: string; params: unknown[] };

/** The statements `run` sends, in order, recorded while it runs once on `pool` (drizzle, like the server). */
export async function recordStatements(pool: pg.Pool, run: (db: Db) => Promise<unknown>): Promise<Statement[]> {
  const logged: Statement[] = [];
  const logger: Logger = { logQuery: (sql, params) => logged.push({ sql, params }) };
  const db = drizzle({ client: pool, schema, logger }) as unknown as Db;
  await run(db);
  return logged;
}

export type CeilingFigures = { rps: number; p50: number; p95: number };

/**
 * Runs the requests (each a sequence of statements, like one API call) round-robin from `connections`
 * concurrent loops for `seconds`, each statement on a pooled connection as drizzle does, rows as arrays.
 */
export async function driveStatements(
  pool: pg.Pool,
  requests: Statement[][],
  seconds: number,
  connections = 10,
): Promise<CeilingFigures> {
  const latencies: number[] = [];
  let next = 0;
  const until = performance.now() + seconds * 1000;
  const loop = async () => {
    while (performance.now() < until) {
      const request = requests[next++ % requests.length] as Statement[];
      const started = performance.now();
      for (const s of request) await pool.query({ text: s.sql, values: s.params, rowMode: "array" });
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, loop));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0;
  const round1 = (n: number) => Math.round(n * 10) / 10;
  return { rps: Math.round(latencies.length / elapsed), p50: round1(at(0.5)), p95: round1(at(0.95)) };
}
