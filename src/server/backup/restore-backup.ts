import "server-only";
import { mkdir, mkdtemp, rename, rm, rmdir } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { type AppSecret, fingerprint, installSecret, SECRET_ENTRY } from "./app-secret";
import { stageArchive } from "./archive-reader";
import { quoted, rowsOf, tablesInLoadOrder } from "./catalog";
import { tablesWithRows } from "./empty-target";
import { loadTable } from "./load-table";
import { BackupError, type Manifest, tableEntry } from "./manifest";
import { appliedLevel, knownMigrations, migrateWithin } from "./migration-level";
import { isEmptyOrMissing } from "./uploads-dir";

export type RestoreSummary = { manifest: Manifest; rows: number; uploads: number; warnings: string[] };

/** Refuses an archive whose schema this version does not know (a newer one, or another line of migrations). */
function checkMigration(manifest: Manifest, targetLevel: number | null): void {
  const known = knownMigrations();
  const latest = known.at(-1)?.when ?? 0;
  if (!known.some((m) => m.when === manifest.migration.when && m.tag === manifest.migration.tag)) {
    throw new BackupError(
      manifest.migration.when > latest
        ? `The archive comes from a newer schema (${manifest.migration.tag}, Liman ${manifest.appVersion}): restore it with that version or a later one.`
        : `The archive's schema (${manifest.migration.tag}) is not one of this version's migrations.`,
    );
  }
  if (targetLevel !== null && targetLevel > manifest.migration.when) {
    throw new BackupError(
      `The target database already has a newer schema than the archive (${manifest.migration.tag}): restore into a new, empty database.`,
    );
  }
}

/**
 * Restores an archive into an empty database (and an empty local uploads folder): the archive is unpacked and
 * proven whole first; then one transaction applies the migrations up to the archive's level, loads every table,
 * sets the sequences, applies this version's newer migrations and commits. The uploads are moved into place just
 * before the commit and removed again if it fails, so a failed restore leaves the target as it was.
 */
export async function restoreBackup(options: {
  database: Database;
  /** The local uploads folder; null when another storage (S3) holds the uploads. */
  uploadsDir: string | null;
  archive: string;
  /** The install's DATA_DIR (the archive's generated app secret goes there) and its JWT_SECRET, if set. */
  dataDir: string;
  envSecret: AppSecret | null;
  /** Where the archive is unpacked (on the uploads' file system, so that moving them is one rename). */
  workDir: string;
}): Promise<RestoreSummary> {
  const { database, uploadsDir } = options;
  const db = database.db;
  const used = await tablesWithRows(db);
  if (used.length > 0) {
    throw new BackupError(
      `The target database is not empty (${used.slice(0, 4).join(", ")}${used.length > 4 ? "…" : ""}): restore only into an empty database or DATA_DIR.`,
    );
  }
  if (uploadsDir && !(await isEmptyOrMissing(uploadsDir))) {
    throw new BackupError(`The uploads folder ${uploadsDir} is not empty: restore only into an empty DATA_DIR.`);
  }
  const targetLevel = await appliedLevel(db);

  await mkdir(options.workDir, { recursive: true });
  const staging = await mkdtemp(path.join(options.workDir, ".liman-restore-"));
  let movedUploads = false;
  let undoSecret = () => {};
  try {
    const { manifest, uploadKeys } = await stageArchive(options.archive, staging, (m) => {
      checkMigration(m, targetLevel);
      if (m.uploads.included && !uploadsDir) {
        throw new BackupError(
          "The archive holds uploaded files but this install keeps uploads in S3: restore with local storage, then copy DATA_DIR/uploads into the bucket.",
        );
      }
    });
    const warnings: string[] = [];
    if (!manifest.uploads.included && uploadsDir) {
      warnings.push("The archive holds no uploads (they were in S3-compatible storage): images stay in that bucket.");
    }

    const secretNote = secretWarning(manifest, options.envSecret);
    if (secretNote) warnings.push(secretNote);

    let rows = 0;
    await db.transaction(async (tx) => {
      // Loading rows is no one's change: the archive brings its own audit log (decision 0017).
      await tx.execute(sql`SELECT set_config('liman.audit', 'off', true)`);
      await migrateWithin(tx, targetLevel, manifest.migration.when);
      const tables = await tablesInLoadOrder(tx);
      const expected = manifest.tables.map((t) => t.name);
      if ([...tables].sort().join() !== [...expected].sort().join()) {
        throw new BackupError("The archive's tables do not match its schema level: it was not made by Liman's backup.");
      }
      // Rows the migrations inserted (default templates) give way to the archive's.
      for (const table of [...tables].reverse()) await tx.execute(sql`DELETE FROM ${quoted(table)}`);
      for (const table of manifest.tables) {
        await loadTable(tx, table.name, path.join(staging, tableEntry(table.name)));
        const [loaded] = await rowsOf<{ n: string | number }>(tx, sql`SELECT count(*) AS n FROM ${quoted(table.name)}`);
        if (Number(loaded?.n) !== table.rows) throw new BackupError(`Table ${table.name} did not load completely.`);
        rows += table.rows;
      }
      for (const s of manifest.sequences) {
        await tx.execute(sql`SELECT setval(${`public.${s.name}`}::regclass, ${s.lastValue}::bigint, ${s.isCalled})`);
      }
      await migrateWithin(tx, manifest.migration.when, knownMigrations().at(-1)?.when ?? 0);
      if (uploadsDir && uploadKeys.length > 0) {
        await rmdir(uploadsDir).catch(() => {}); // an empty folder gives way; a missing one is fine
        await mkdir(path.dirname(uploadsDir), { recursive: true });
        await rename(path.join(staging, "uploads"), uploadsDir);
        movedUploads = true;
      }
      if (manifest.appSecret?.included && !options.envSecret) {
        undoSecret = installSecret(options.dataDir, path.join(staging, ...SECRET_ENTRY.split("/")));
      }
    });
    return { manifest, rows, uploads: uploadKeys.length, warnings };
  } catch (error) {
    if (movedUploads && uploadsDir) await rm(uploadsDir, { recursive: true, force: true });
    undoSecret();
    throw error;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** What the operator must do so that sessions and second factors keep working (the secret itself is never printed). */
function secretWarning(manifest: Manifest, envSecret: AppSecret | null): string | null {
  const archived = manifest.appSecret;
  if (!archived) return null;
  if (envSecret) {
    if (fingerprint(envSecret.bytes) === archived.fingerprint) return null;
    return archived.included
      ? `JWT_SECRET differs from the backed-up install's generated secret: second factors (TOTP) and sessions will not work until JWT_SECRET is set to the content of the archive's ${SECRET_ENTRY}.`
      : "JWT_SECRET differs from the backed-up install's: set the same JWT_SECRET, else second factors (TOTP) and sessions will not work.";
  }
  return archived.included
    ? null
    : "The backed-up install used JWT_SECRET: set the same JWT_SECRET, else second factors (TOTP) and sessions will not work.";
}
