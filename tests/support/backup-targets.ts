import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Database, type DatabaseKind, openPglite, openPostgres } from "@/server/db/client";
import { createEmptyDatabase } from "./empty-database";

/** A database that has never been migrated, in a DATA_DIR of its own: what a restore starts from. */
export type Install = { database: Database; dataDir: string; uploadsDir: string; dispose: () => Promise<void> };

export const postgresAvailable = () => Boolean(process.env.TEST_DATABASE_URL);

export async function emptyInstall(kind: DatabaseKind): Promise<Install> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "liman-backup-"));
  const uploadsDir = path.join(dataDir, "uploads");
  const empty =
    kind === "postgres"
      ? await createEmptyDatabase(process.env.TEST_DATABASE_URL as string, "liman_test_backup")
      : undefined;
  const database = empty ? await openPostgres(empty.url, 4) : await openPglite(dataDir);
  return {
    database,
    dataDir,
    uploadsDir,
    dispose: async () => {
      await database.close();
      await empty?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
