import { LocalStorage } from "@/server/media/local-storage";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readAppSecret, SECRET_FILE } from "@/server/backup/app-secret";
import { quoted, rowsOf, tablesInLoadOrder } from "@/server/backup/catalog";
import { createBackup } from "@/server/backup/create-backup";
import { MIGRATION_SEEDED_TABLES, tablesWithRows } from "@/server/backup/empty-target";
import { BackupError } from "@/server/backup/manifest";
import { appliedLevel } from "@/server/backup/migration-level";
import { restoreBackup } from "@/server/backup/restore-backup";
import { listUploadKeys } from "@/server/backup/uploads-dir";
import type { Db, DatabaseKind } from "@/server/db/client";
import { applyMigrations } from "@/server/db/migrate";
import { seedDemo } from "@/server/seed/demo";
import { emptyInstall, type Install, postgresAvailable } from "../support/backup-targets";
import { testDatabaseKind } from "../support/test-database";

const kind = testDatabaseKind();
const otherKind: DatabaseKind = kind === "pglite" ? "postgres" : "pglite";
let source: Install;
let archive: string;
const disposables: Install[] = [];

async function target(k: DatabaseKind = kind): Promise<Install> {
  const install = await emptyInstall(k);
  disposables.push(install);
  return install;
}

/** Every table's rows as the database renders them, sorted: equal snapshots mean equal data. */
async function snapshot(db: Db): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const table of await tablesInLoadOrder(db)) {
    const rows = await rowsOf<{ j: string }>(db, sql`SELECT to_jsonb(t)::text AS j FROM ${quoted(table)} t`);
    out[table] = rows.map((r) => r.j).sort();
  }
  return out;
}

async function sequences(db: Db) {
  return rowsOf<{ sequencename: string; last_value: string | null }>(
    db,
    sql`SELECT sequencename, last_value::text FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1`,
  );
}

async function fileHashes(dir: string): Promise<Record<string, string>> {
  const { keys } = await listUploadKeys(dir);
  return Object.fromEntries(
    keys.map((k) => [
      k,
      createHash("sha256")
        .update(readFileSync(path.join(dir, k)))
        .digest("hex"),
    ]),
  );
}

const restore = (into: Install, file = archive) =>
  restoreBackup({
    database: into.database,
    uploadsDir: into.uploadsDir,
    archive: file,
    dataDir: into.dataDir,
    envSecret: null,
    workDir: into.dataDir,
  });

/** The target is exactly as empty as before: no schema, no rows, no uploads, no leftovers of the restore. */
async function expectUntouched(t: Install) {
  expect(await appliedLevel(t.database.db)).toBeNull();
  expect(await tablesInLoadOrder(t.database.db)).toEqual([]);
  expect(existsSync(t.uploadsDir)).toBe(false);
  expect(existsSync(path.join(t.dataDir, SECRET_FILE))).toBe(false);
  expect(readdirSync(t.dataDir).filter((f) => f.startsWith(".liman-restore-"))).toEqual([]);
}

beforeAll(async () => {
  source = await emptyInstall(kind);
  await applyMigrations(source.database);
  await seedDemo(source.database.db, {
    adminEmail: "admin@liman.demo",
    storage: new LocalStorage(source.uploadsDir),
  });
  archive = path.join(source.dataDir, "..", `${path.basename(source.dataDir)}.tar.gz`);
  // A generated app secret, as a PGlite install has: it seals the TOTP secrets, so it travels with the data.
  writeFileSync(path.join(source.dataDir, SECRET_FILE), "uretilmis-gizli-anahtar-0123456789abcdefghijklmnop");
  const appSecret = readAppSecret(source.dataDir, undefined);
  await createBackup({ database: source.database, uploadsDir: source.uploadsDir, appSecret, out: archive });
}, 300_000);

afterAll(async () => {
  for (const install of disposables) await install.dispose();
  await source?.dispose();
});

// Each test opens a fresh database (PGlite's start takes seconds, more on a loaded machine).
describe(`backup and restore (${kind})`, { timeout: 180_000 }, () => {
  it("restores into an empty install the same rows, sequences and image files", async () => {
    expect(statSync(archive).mode & 0o077).toBe(0); // personal data: readable by its owner only
    const t = await target();
    const summary = await restore(t);
    expect(summary.manifest).toMatchObject({ format: "liman-backup", engine: kind, uploads: { included: true } });
    expect(summary.manifest.tables.find((x) => x.name === "reservations")?.rows).toBeGreaterThan(10);
    expect(summary.manifest.tables.find((x) => x.name === "boat_images")?.rows).toBeGreaterThan(10);
    expect(summary.uploads).toBeGreaterThan(10);
    expect(await snapshot(t.database.db)).toEqual(await snapshot(source.database.db));
    expect(await sequences(t.database.db)).toEqual(await sequences(source.database.db));
    expect(await fileHashes(t.uploadsDir)).toEqual(await fileHashes(source.uploadsDir));
    expect(await appliedLevel(t.database.db)).toBe(await appliedLevel(source.database.db));
    expect(readFileSync(path.join(t.dataDir, SECRET_FILE), "utf8")).toBe(
      readFileSync(path.join(source.dataDir, SECRET_FILE), "utf8"),
    );
    expect(summary.warnings).toEqual([]);
  });

  it("restores into an empty database that the server already migrated", async () => {
    const t = await target();
    await applyMigrations(t.database);
    await restore(t);
    expect(await snapshot(t.database.db)).toEqual(await snapshot(source.database.db));
  });

  it.runIf(postgresAvailable())(`moves to the other engine (${otherKind}) with the same rows`, async () => {
    const t = await target(otherKind);
    await restore(t);
    expect(await snapshot(t.database.db)).toEqual(await snapshot(source.database.db));
    expect(await fileHashes(t.uploadsDir)).toEqual(await fileHashes(source.uploadsDir));
  });

  it("refuses a target database that is not empty, and changes nothing", async () => {
    const before = await snapshot(source.database.db);
    await expect(restore(source)).rejects.toThrow(/target database is not empty \(banks, /);
    expect(await snapshot(source.database.db)).toEqual(before);
  });

  it("refuses a target whose uploads folder is not empty", async () => {
    const t = await target();
    await import("node:fs/promises").then((fs) => fs.mkdir(t.uploadsDir, { recursive: true }));
    writeFileSync(path.join(t.uploadsDir, "kalan.webp"), "x");
    await expect(restore(t)).rejects.toThrow(/uploads folder .* is not empty/);
    expect(await tablesInLoadOrder(t.database.db)).toEqual([]);
  });

  it("refuses a truncated, a corrupted or a foreign archive without writing anything", async () => {
    const bytes = readFileSync(archive);
    const truncated = `${archive}.truncated`;
    writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    const corrupted = Buffer.from(bytes);
    const middle = Math.floor(bytes.length / 2);
    corrupted[middle] = (corrupted[middle] ?? 0) ^ 0xff;
    writeFileSync(`${archive}.corrupt`, corrupted);
    writeFileSync(`${archive}.txt`, "merhaba");
    const t = await target();
    for (const file of [truncated, `${archive}.corrupt`, `${archive}.txt`]) {
      await expect(restore(t, file)).rejects.toThrow(BackupError);
      await expect(restore(t, file)).rejects.toThrow(/damaged or incomplete/);
      await expectUntouched(t);
    }
  });

  it("refuses an archive damaged anywhere, promptly: a byte flipped or the file cut at every hundredth of its length", async () => {
    const bytes = readFileSync(archive);
    const t = await target();
    for (let hundredth = 1; hundredth <= 99; hundredth++) {
      const at = Math.floor((bytes.length * hundredth) / 100);
      const flipped = Buffer.from(bytes);
      flipped[at] = (flipped[at] ?? 0) ^ 0xff;
      writeFileSync(`${archive}.flip${hundredth}`, flipped);
      writeFileSync(`${archive}.cut${hundredth}`, bytes.subarray(0, at));
      // A flipped byte is often found only by the gzip check at the end, while an entry is being staged: the
      // restore must fail then too, not wait for the rest of an entry that will never come.
      for (const file of [`${archive}.flip${hundredth}`, `${archive}.cut${hundredth}`]) {
        await expect(restore(t, file), file).rejects.toThrow(/damaged or incomplete/);
      }
    }
    await expectUntouched(t);
  }, 120_000);

  it("counts as empty a freshly migrated database (only the migrations' own rows)", async () => {
    const t = await target();
    await applyMigrations(t.database);
    expect(await tablesWithRows(t.database.db)).toEqual([]);
    const filled: string[] = [];
    for (const table of await tablesInLoadOrder(t.database.db)) {
      const [row] = await rowsOf<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM ${quoted(table)}`);
      if ((row?.n ?? 0) > 0) filled.push(table);
    }
    expect(filled.sort()).toEqual([...MIGRATION_SEEDED_TABLES].sort());
  });
});
