import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { type Database, type DatabaseKind, openPglite, openPostgres } from "@/server/db/client";

/** A database that has never been migrated, in a DATA_DIR of its own: what a restore starts from. */
export type Install = { database: Database; dataDir: string; uploadsDir: string; dispose: () => Promise<void> };

export const postgresAvailable = () => Boolean(process.env.TEST_DATABASE_URL);

export async function emptyInstall(kind: DatabaseKind): Promise<Install> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "liman-backup-"));
  const uploadsDir = path.join(dataDir, "uploads");
  if (kind === "pglite") {
    const database = await openPglite(dataDir);
    return {
      database,
      dataDir,
      uploadsDir,
      dispose: async () => {
        await database.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const serverUrl = process.env.TEST_DATABASE_URL as string;
  const name = `liman_test_backup_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), 4);
  return {
    database,
    dataDir,
    uploadsDir,
    dispose: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
