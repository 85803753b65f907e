import "server-only";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import pg from "pg";
import { databaseAvailability } from "./availability";
import * as schema from "./schema";
import { type Listen, pgliteListen, postgresListen } from "./listen";
import { log } from "../log";
import { withAuditSettings } from "./audit-settings";
import { transactionsOnOwnConnections } from "./pool-transactions";
import type { Db } from "./types";

// The types live in ./types.ts so that modules this one imports (audit-settings.ts) can name them too.
export type { Db, DbOrTx, Schema, Tx } from "./types";
export type DatabaseKind = "pglite" | "postgres";

export type Database = {
  db: Db;
  kind: DatabaseKind;
  close: () => Promise<void>;
  /** LISTEN on a dedicated session (cache coherence across instances, see cache/content-changes.ts). */
  listen: Listen;
};

// Dates stay plain strings (YYYY-MM-DD) end to end; node-postgres would otherwise turn them into local-midnight Dates.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

/**
 * PGlite on `dataDir` (in memory when null). `image`, a data directory saved by `dumpDataDir` (tests: a migrated
 * template), is loaded instead of running initdb.
 */
export async function openPglite(dataDir: string | null, image?: Blob): Promise<Database> {
  let dir: string | undefined;
  if (dataDir) {
    dir = path.join(dataDir, "pglite");
    mkdirSync(dir, { recursive: true });
  }
  const client = await PGlite.create({
    dataDir: dir,
    loadDataDir: image,
    extensions: { btree_gist, pg_trgm },
    // PostgreSQL's default 128 MB buffer pool is allocated and touched inside the WebAssembly memory at start
    // (~125 MB of RSS); 32 MB holds the whole working set of 5,000 boats (~21 MB of tables and indexes).
    startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=32MB"],
  });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  withAuditSettings(db, { pglite: client });
  return { db, kind: "pglite", close: () => client.close(), listen: pgliteListen(client) };
}

/**
 * Timeouts of the PostgreSQL pool (README, "Database timeouts"): a request never waits for ever on a database that
 * went away, and the database never keeps a transaction open for a client that went away. `statement_timeout`,
 * `query_timeout` and `idle_in_transaction_session_timeout` can be changed as DATABASE_URL parameters
 * (`?statement_timeout=60000`): the connection string wins over these values.
 */
export const POOL_TIMEOUTS = {
  /** Opening a connection, or waiting for a free one when all are busy. */
  connectionTimeoutMillis: 5_000,
  /** An unused connection is closed after this long (the pool opens a new one when needed). */
  idleTimeoutMillis: 30_000,
  /** The server cancels a statement running longer than this (SQLSTATE 57014, answered 503). */
  statement_timeout: 15_000,
  /** The client gives up on an answer after this long, even when the server cannot tell it (a dead network). */
  query_timeout: 20_000,
  /** The server ends a session left inside a transaction this long, releasing its locks. */
  idle_in_transaction_session_timeout: 30_000,
} as const;

/** Every failed attempt to get a connection (a refused, timed-out or rejected one) marks the database away. */
function noteConnectFailures(pool: pg.Pool) {
  const connect = pool.connect.bind(pool) as (cb?: (...args: unknown[]) => void) => Promise<pg.PoolClient> | undefined;
  pool.connect = ((callback?: (error: Error | undefined, ...rest: unknown[]) => void) => {
    if (callback) {
      return connect((error, ...rest) => {
        if (error) databaseAvailability.note(error);
        callback(error as Error | undefined, ...rest);
      });
    }
    return (connect() as Promise<pg.PoolClient>).catch((error: unknown) => {
      databaseAvailability.note(error);
      throw error;
    });
  }) as typeof pool.connect;
}

export async function openPostgres(url: string, max = 10): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    ...POOL_TIMEOUTS,
    // TCP keep-alive notices a silently dropped connection (a firewall, a failover) while it is idle.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  // An idle connection dropped by the server (restart, failover) must not crash the process; the pool replaces it.
  pool.on("error", (error) => {
    databaseAvailability.note(error);
    log.warn("[db] idle PostgreSQL connection lost", error);
  });
  // A connection lost while checked out (between two statements of a transaction) fails its queries, and then
  // emits "error" on its client, which the pool only listens to while the client is idle: unheard, that event
  // would crash the process. The pool drops the broken client when it is released.
  pool.on("connect", (client) => {
    databaseAvailability.note();
    client.on("error", (error) => databaseAvailability.note(error));
  });
  noteConnectFailures(pool);
  // Fail fast with the real reason (wrong host, password…) rather than on the first query.
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  transactionsOnOwnConnections(db, pool, (client) => drizzlePg({ client, schema }));
  withAuditSettings(db, { pool });
  return { db, kind: "postgres", close: () => pool.end(), listen: postgresListen(url) };
}
