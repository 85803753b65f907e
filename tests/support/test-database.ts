import { type Database, openPglite, openPostgres } from "@/server/db/client";
import { applyMigrations } from "@/server/db/migrate";
import { createEmptyDatabase } from "./empty-database";

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
  const empty = await createEmptyDatabase(serverUrl);
  const database = await openPostgres(empty.url, 20);
  await applyMigrations(database);
  urls.set(database.db, empty.url);
  return {
    ...database,
    close: async () => {
      await database.close();
      await empty.drop();
    },
  };
}
