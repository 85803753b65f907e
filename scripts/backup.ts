// `npm run backup -- --out FILE`: writes the database and (with local storage) the uploads to a .tar.gz archive.
// Configured like the server (DATA_DIR or DATABASE_URL); a PGlite DATA_DIR in use by a running server is refused.
import { existsSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { readAppSecret } from "../src/server/backup/app-secret";
import { createBackup } from "../src/server/backup/create-backup";
import { BackupError } from "../src/server/backup/manifest";
import { localUploadsDir } from "../src/server/backup/uploads-dir";
import { ConfigError, parseConfig } from "../src/server/config";
import { openScriptDatabase, runScript, ScriptError } from "./open-database";

const USAGE = `Usage: npm run backup -- --out FILE
  --out FILE   the archive to write (.tar.gz); it must not exist yet`;

runScript(async () => {
  let values: { out?: string; help?: boolean };
  try {
    ({ values } = parseArgs({ options: { out: { type: "string" }, help: { type: "boolean", short: "h" } } }));
  } catch (error) {
    throw new ScriptError(`${(error as Error).message}\n${USAGE}`);
  }
  if (values.help) return console.log(USAGE);
  if (!values.out) throw new ScriptError(`--out FILE is required.\n${USAGE}`);
  const out = path.resolve(values.out);
  if (existsSync(out)) throw new ScriptError(`${out} already exists: choose a new file name.`);
  try {
    const config = parseConfig({ ...process.env, JWT_SECRET: process.env.JWT_SECRET || "-".repeat(32) });
    if (!config.databaseUrl && !existsSync(path.join(config.dataDir, "pglite"))) {
      throw new ScriptError(`There is no database in DATA_DIR ${path.resolve(config.dataDir)}: nothing to back up.`);
    }
  } catch (error) {
    if (error instanceof ConfigError) throw new ScriptError(error.message);
    throw error;
  }

  const { database, config, close } = await openScriptDatabase({ migrate: false });
  try {
    const started = performance.now();
    const appSecret = readAppSecret(config.dataDir, process.env.JWT_SECRET);
    const summary = await createBackup({ database, uploadsDir: localUploadsDir(config), appSecret, out });
    const rows = summary.manifest.tables.reduce((sum, t) => sum + t.rows, 0);
    console.log(
      `Backup written to ${out} in ${((performance.now() - started) / 1000).toFixed(1)} s: ` +
        `${summary.manifest.tables.length} tables, ${rows} rows, ${summary.uploads} uploaded files ` +
        `(${database.kind}, schema ${summary.manifest.migration.tag}).`,
    );
    if (!summary.manifest.uploads.included) console.log(`Note: ${summary.manifest.uploads.note}`);
    if (summary.skippedUploads > 0) {
      console.log(
        `Note: ${summary.skippedUploads} files in the uploads folder are not Liman uploads and were left out.`,
      );
    }
    console.log(
      `The archive holds personal data and password hashes${appSecret?.generated ? " and the app secret" : ""}: keep it as safe as the database.`,
    );
  } catch (error) {
    if (error instanceof BackupError) throw new ScriptError(error.message);
    throw error;
  } finally {
    await close();
  }
});
