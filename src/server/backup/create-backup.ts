import "server-only";
import { mkdir, mkdtemp, rename, rm } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { type AppSecret, fingerprint, SECRET_ENTRY } from "./app-secret";
import { appVersion } from "./app-version";
import { ArchiveWriter } from "./archive-writer";
import { quoted, rowsOf, sequenceNames, tablesInLoadOrder } from "./catalog";
import { dumpTable } from "./dump-table";
import {
  ARCHIVE_FORMAT,
  BackupError,
  CHECKSUMS_ENTRY,
  FORMAT_VERSION,
  MANIFEST_ENTRY,
  type Manifest,
  tableEntry,
} from "./manifest";
import { appliedLevel, knownMigrations } from "./migration-level";
import { listUploadKeys } from "./uploads-dir";
import { clock } from "../../lib/clock";

export type BackupSummary = { manifest: Manifest; uploads: number; skippedUploads: number; bytes: number };

/**
 * Writes a backup archive: the database as one consistent snapshot (one REPEATABLE READ transaction), each
 * table as JSON lines, and the files of the local uploads folder (null when another storage holds them). The
 * archive appears under its name only once complete.
 */
export async function createBackup(options: {
  database: Database;
  uploadsDir: string | null;
  /** The install's app secret (null: none yet); a generated one goes into the archive. */
  appSecret: AppSecret | null;
  out: string;
  now?: Date;
}): Promise<BackupSummary> {
  const { database, uploadsDir } = options;
  const out = path.resolve(options.out);
  await mkdir(path.dirname(out), { recursive: true });
  const staging = await mkdtemp(path.join(path.dirname(out), ".liman-backup-"));
  const partial = path.join(staging, "archive.partial");
  try {
    const manifest = await dumpDatabase(database, staging, options.now ?? clock.now());
    const { keys, skipped } = uploadsDir ? await listUploadKeys(uploadsDir) : { keys: [], skipped: 0 };
    manifest.uploads = uploadsDir
      ? { included: true }
      : { included: false, note: "Uploads are in S3-compatible storage: back up the bucket separately." };
    const secret = options.appSecret;
    manifest.appSecret = secret ? { included: secret.generated, fingerprint: fingerprint(secret.bytes) } : null;

    const writer = new ArchiveWriter(partial);
    try {
      await writer.addBuffer(MANIFEST_ENTRY, Buffer.from(JSON.stringify(manifest, null, 2)));
      for (const table of manifest.tables) {
        await writer.addFile(tableEntry(table.name), path.join(staging, tableEntry(table.name)));
      }
      if (secret?.generated) await writer.addBuffer(SECRET_ENTRY, Buffer.from(secret.bytes));
      if (uploadsDir) for (const key of keys) await writer.addFile(`uploads/${key}`, path.join(uploadsDir, key));
      await writer.addBuffer(CHECKSUMS_ENTRY, Buffer.from(JSON.stringify(writer.checksums)));
      await writer.close();
    } catch (error) {
      writer.abort();
      throw error;
    }
    await rename(partial, out);
    const bytes = Object.values(writer.checksums).reduce((sum, c) => sum + c.bytes, 0);
    return { manifest, uploads: keys.length, skippedUploads: skipped, bytes };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/**
 * One snapshot for every table (PostgreSQL; PGlite runs one transaction at a time anyway). Given as drizzle's
 * config, which runs before the transaction's first statement (the audit log's settings, db/audit-settings.ts).
 */
const SNAPSHOT = { isolationLevel: "repeatable read", accessMode: "read only" } as const;

async function dumpDatabase(database: Database, staging: string, now: Date): Promise<Manifest> {
  await mkdir(path.join(staging, "db"));
  return database.db.transaction(async (tx) => {
    const level = await appliedLevel(tx);
    const migration = knownMigrations().find((m) => m.when === level);
    if (!migration) {
      throw new BackupError(
        level === null
          ? "The database has no Liman schema: there is nothing to back up."
          : "The database's schema is newer than this version of Liman: back up with the version that runs it.",
      );
    }
    const tables: Manifest["tables"] = [];
    for (const name of await tablesInLoadOrder(tx)) {
      tables.push({ name, rows: await dumpTable(tx, name, path.join(staging, tableEntry(name))) });
    }
    const sequences: Manifest["sequences"] = [];
    for (const name of await sequenceNames(tx)) {
      const [state] = await rowsOf<{ last_value: string | number; is_called: boolean }>(
        tx,
        sql`SELECT last_value, is_called FROM ${quoted(name)}`,
      );
      if (state) sequences.push({ name, lastValue: String(state.last_value), isCalled: state.is_called });
    }
    return {
      format: ARCHIVE_FORMAT,
      formatVersion: FORMAT_VERSION,
      appVersion: appVersion(),
      createdAt: now.toISOString(),
      engine: database.kind,
      migration,
      tables,
      sequences,
      uploads: { included: false },
      appSecret: null,
    } satisfies Manifest;
  }, SNAPSHOT);
}
