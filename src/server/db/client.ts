import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import pg from "pg";
import * as schema from "./schema";
import { type Listen, pgliteListen, postgresListen } from "./listen";
import { log } from "../log";

export type Schema = typeof schema;
/** Both drivers share drizzle's PostgreSQL base class: domain code never knows which one runs. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** The database or a transaction inside it: what every domain operation takes. */
export type DbOrTx = Db | Tx;
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

export async function openPglite(dataDir: string | null): Promise<Database> {
  let dir: string | undefined;
  if (dataDir) {
    dir = path.join(dataDir, "pglite");
    mkdirSync(dir, { recursive: true });
  }
  const client = await PGlite.create({
    dataDir: dir,
    extensions: { btree_gist, pg_trgm },
    // PostgreSQL's default 128 MB buffer pool is allocated and touched inside the WebAssembly memory at start
    // (~125 MB of RSS); 32 MB holds the whole working set of 5,000 boats (~21 MB of tables and indexes).
    startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=32MB"],
  });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return { db, kind: "pglite", close: () => client.close(), listen: pgliteListen(client) };
}

export async function openPostgres(url: string, max = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection dropped by the server (restart, failover) must not crash the process; the pool replaces it.
  pool.on("error", (error) => log.warn("[db] idle PostgreSQL connection lost", error));
  // Fail fast with the real reason (wrong host, password…) rather than on the first query.
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return { db, kind: "postgres", close: () => pool.end(), listen: postgresListen(url) };
}
