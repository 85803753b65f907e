import { randomBytes } from "node:crypto";
import pg from "pg";
import { type Database, openPglite, openPostgres } from "@/server/db/client";
import { applyMigrations } from "@/server/db/migrate";

export const testDatabaseKind = (): "pglite" | "postgres" =>
  process.env.TEST_DB === "postgres" ? "postgres" : "pglite";

const urls = new WeakMap<object, string>();

/** The connection URL of a PostgreSQL test database (undefined on PGlite). */
export const testDatabaseUrl = (database: Database): string | undefined => urls.get(database.db);

/**
 * A second connection to a test database, as another instance would have: its own pool on PostgreSQL; on PGlite
 * (one process, in memory) the same database. Closing it leaves the first one open.
 */
export async function openSameTestDatabase(first: Database): Promise<Database> {
  const url = urls.get(first.db);
  if (!url) return { ...first, close: async () => {} };
  return openPostgres(url, 20);
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or (TEST_DB=postgres) a new database
 * created on the server of TEST_DATABASE_URL and dropped again by `close`.
 */
export async function createTestDatabase(): Promise<Database> {
  if (testDatabaseKind() === "pglite") {
    const database = await openPglite(null);
    await applyMigrations(database);
    return database;
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");
  const name = `liman_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), 20);
  await applyMigrations(database);
  urls.set(database.db, url.toString());
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      // Let connections that are still closing go first: FORCE would kill them and their clients report 57P01.
      for (let i = 0; i < 50; i++) {
        const { rows } = await dropper.query("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1", [
          name,
        ]);
        if (rows[0].n === 0) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
