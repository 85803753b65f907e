// `npm run restore -- FILE`: restores an archive of `npm run backup` into an EMPTY database (PGlite in DATA_DIR, or
// DATABASE_URL) and, with local storage, an empty DATA_DIR/uploads. All or nothing: a refused or failed restore
// leaves the target as it was.
import { existsSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { readAppSecret } from "../src/server/backup/app-secret";
import { BackupError } from "../src/server/backup/manifest";
import { restoreBackup } from "../src/server/backup/restore-backup";
import { localUploadsDir } from "../src/server/backup/uploads-dir";
import { refreshStatistics } from "../src/server/db/refresh-statistics";
import { openScriptDatabase, runScript, ScriptError } from "./open-database";

const USAGE = `Usage: npm run restore -- FILE
  FILE   an archive written by \`npm run backup\`; the target database and uploads folder must be empty`;

runScript(async () => {
  let positionals: string[];
  let values: { help?: boolean };
  try {
    ({ values, positionals } = parseArgs({
      options: { help: { type: "boolean", short: "h" } },
      allowPositionals: true,
    }));
  } catch (error) {
    throw new ScriptError(`${(error as Error).message}\n${USAGE}`);
  }
  if (values.help) return console.log(USAGE);
  if (positionals.length !== 1) throw new ScriptError(`Give exactly one archive.\n${USAGE}`);
  const archive = path.resolve(positionals[0] as string);
  if (!existsSync(archive)) throw new ScriptError(`${archive} does not exist.`);

  const dataDir = path.resolve(process.env.DATA_DIR || "./data");
  const dataDirExisted = existsSync(dataDir);
  const pgliteExisted = existsSync(path.join(dataDir, "pglite"));
  const { database, config, close } = await openScriptDatabase({ migrate: false });
  let failed = true;
  try {
    const started = performance.now();
    const summary = await restoreBackup({
      database,
      uploadsDir: localUploadsDir(config),
      archive,
      dataDir,
      envSecret: process.env.JWT_SECRET ? readAppSecret(dataDir, process.env.JWT_SECRET) : null,
      workDir: dataDir,
    });
    await refreshStatistics(database.db);
    failed = false;
    const m = summary.manifest;
    console.log(
      `Restored ${summary.rows} rows in ${m.tables.length} tables and ${summary.uploads} uploaded files in ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s (backup of ${m.createdAt}, ${m.engine} → ${database.kind}, ` +
        `Liman ${m.appVersion}, schema ${m.migration.tag}).`,
    );
    for (const warning of summary.warnings) console.log(`Note: ${warning}`);
  } catch (error) {
    if (error instanceof BackupError) throw new ScriptError(error.message);
    throw error;
  } finally {
    await close();
    // A PGlite database that this restore created and could not fill goes again: the DATA_DIR stays as it was.
    if (failed && !config.databaseUrl && !pgliteExisted) {
      rmSync(path.join(dataDir, "pglite"), { recursive: true, force: true });
      if (!dataDirExisted && readdirSync(dataDir).length === 0) rmSync(dataDir, { recursive: true, force: true });
    }
  }
});
