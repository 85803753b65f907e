import { readFileSync } from "node:fs";
import { inject } from "vitest";
import { type Database, openPglite, openPostgres } from "@/server/db/client";
import { createEmptyDatabase } from "./empty-database";

export const testDatabaseKind = (): "pglite" | "postgres" =>
  process.env.TEST_DB === "postgres" ? "postgres" : "pglite";

/**
 * Whether this project runs the files that open a database of their own (the migration tests: an in-memory PGlite,
 * whatever the project), so that they run once per run, at the real date: on PostgreSQL's project when the run has
 * a server. CI runs the PGlite project only for the date-reading files under faketime (scripts/test.mjs): a file
 * kept to PGlite's project and not on that list never ran there, and those on it ran twice, under moved dates only.
 */
export const runsOwnDatabaseFiles = () =>
  testDatabaseKind() === (process.env.TEST_DATABASE_URL ? "postgres" : "pglite");

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

let pgliteImage: Blob | undefined;

/**
 * A fresh, migrated database for one test file, copied from the run's template (template-databases.ts): an
 * in-memory PGlite loaded from the migrated data directory, or (TEST_DB=postgres) a new database created with
 * the template database on the server of TEST_DATABASE_URL and dropped again by `close`.
 */
export async function createTestDatabase(): Promise<Database> {
  if (testDatabaseKind() === "pglite") {
    pgliteImage ??= new Blob([readFileSync(inject("pgliteTemplate"))]);
    return openPglite(null, pgliteImage);
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");
  const empty = await createEmptyDatabase(serverUrl, "liman_test", inject("postgresTemplate"));
  const database = await openPostgres(empty.url, 20);
  urls.set(database.db, empty.url);
  return {
    ...database,
    close: async () => {
      await database.close();
      await empty.drop();
    },
  };
}
