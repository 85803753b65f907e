import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type SQL, sql } from "drizzle-orm";
import { onTestFinished } from "vitest";
import { type Database, openPglite } from "@/server/db/client";
import { applyMigrations, migrationsFolder } from "@/server/db/migrate";

/**
 * For tests of a data migration: a copy of the migrations folder as it was before `tag` (its journal stops just
 * before it), removed when the test that asked for it ends (`onDatabaseBefore` migrates a fresh database with it).
 */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "liman-migrations-"));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalPath = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: Array<{ tag: string }> };
  const index = journal.entries.findIndex((e) => e.tag === tag);
  if (index <= 0) throw new Error(`No migration ${tag} after the first one in ${migrationsFolder}`);
  journal.entries = journal.entries.slice(0, index);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

/**
 * Runs `body` on a fresh in-memory PGlite migrated up to migration `tag` (not including it), closed afterwards: the body
 * writes rows as the older schema had them, then applies the rest (`applyMigrations(database)`) and checks them.
 */
export async function onDatabaseBefore<T>(tag: string, body: (database: Database) => Promise<T>): Promise<T> {
  const before = migrationsBefore(tag);
  const database = await openPglite(null);
  try {
    await applyMigrations(database, before);
    return await body(database);
  } finally {
    await database.close();
  }
}

/** What a raw `db.execute` answers, depending on the driver. */
export type Rows<T> = { rows: T[] } | T[];

/** The rows of a raw `db.execute` answer. */
export const rowsOf = <T>(result: Rows<T>): T[] => (Array.isArray(result) ? result : result.rows);

type RawDb = { execute(query: SQL): Promise<unknown> };

/** The id a raw `INSERT … RETURNING id` answers. */
export async function insertedId(db: RawDb, query: SQL): Promise<number> {
  return rowsOf((await db.execute(query)) as Rows<{ id: number }>)[0]!.id;
}

/**
 * A boat with its owner, district, marina and type, in raw SQL: the factories write today's columns, which the
 * older schema of a data migration's test may not have yet.
 */
export async function insertOldBoat(db: RawDb): Promise<number> {
  const owner = await insertedId(
    db,
    sql`INSERT INTO users (email, password_hash, role, first_name, last_name)
        VALUES ('sahip@liman.test', 'x', 'OWNER', 'Ad', 'Soyad') RETURNING id`,
  );
  const district = await insertedId(
    db,
    sql`INSERT INTO districts (town, name) VALUES ('Muğla', 'Bodrum') RETURNING id`,
  );
  const marina = await insertedId(
    db,
    sql`INSERT INTO marinas (district_id, name) VALUES (${district}, 'Marina') RETURNING id`,
  );
  const type = await insertedId(db, sql`INSERT INTO boat_types (name, slug) VALUES ('Gulet', 'gulet') RETURNING id`);
  return insertedId(
    db,
    sql`INSERT INTO boats (owner_id, type_id, marina_id, name, search_name, slug)
        VALUES (${owner}, ${type}, ${marina}, 'Mavi', 'mavi', 'mavi') RETURNING id`,
  );
}
