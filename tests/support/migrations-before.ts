import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { onTestFinished } from "vitest";
import { migrationsFolder } from "@/server/db/migrate";

/**
 * For tests of a data migration: a copy of the migrations folder as it was before `tag` (its journal stops just
 * before it), removed when the test that asked for it ends. Migrate a fresh database with it, write the old shape, then
 * apply the real folder.
 */
export function migrationsBefore(tag: string): string {
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

/** What a raw `db.execute` answers, depending on the driver. */
export type Rows<T> = { rows: T[] } | T[];

/** The rows of a raw `db.execute` answer. */
export const rowsOf = <T>(result: Rows<T>): T[] => (Array.isArray(result) ? result : result.rows);
