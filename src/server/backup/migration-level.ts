import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import type { DbOrTx } from "../db/client";
import { migrationsFolder } from "../db/migrate";
import { rowsOf } from "./catalog";

export type MigrationLevel = { tag: string; when: number };
type Journal = { entries: { tag: string; when: number }[] };

/** This version's migrations, oldest first (drizzle's journal). */
export function knownMigrations(folder = migrationsFolder): MigrationLevel[] {
  const journal = JSON.parse(readFileSync(path.join(folder, "meta", "_journal.json"), "utf8")) as Journal;
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

/** The `when` of the last migration applied to a database (drizzle's bookkeeping), or null when none is. */
export async function appliedLevel(db: DbOrTx): Promise<number | null> {
  const [table] = await rowsOf<{ exists: string | null }>(
    db,
    sql`SELECT to_regclass('drizzle.__drizzle_migrations')::text AS exists`,
  );
  if (!table?.exists) return null;
  const [last] = await rowsOf<{ when: string | number | null }>(
    db,
    sql`SELECT max(created_at) AS when FROM drizzle.__drizzle_migrations`,
  );
  return last?.when == null ? null : Number(last.when);
}

/**
 * Applies, inside the caller's transaction, this version's migrations newer than `after` and no newer than
 * `upTo`, with drizzle's own bookkeeping (the same rows drizzle's migrator writes), so that schema and data of a
 * restore commit or roll back together.
 */
export async function migrateWithin(tx: DbOrTx, after: number | null, upTo: number, folder = migrationsFolder) {
  await tx.execute(sql`CREATE SCHEMA IF NOT EXISTS drizzle`);
  await tx.execute(
    sql`CREATE TABLE IF NOT EXISTS drizzle.__drizzle_migrations (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)`,
  );
  for (const migration of readMigrationFiles({ migrationsFolder: folder })) {
    if ((after !== null && migration.folderMillis <= after) || migration.folderMillis > upTo) continue;
    for (const statement of migration.sql) await tx.execute(sql.raw(statement));
    await tx.execute(
      sql`INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES (${migration.hash}, ${migration.folderMillis})`,
    );
  }
}
