import { ConfigError, type Config, parseConfig } from "../src/server/config";
import { type Database, openPglite, openPostgres } from "../src/server/db/client";
import { DataDirLockedError, lockDataDir } from "../src/server/db/lock";
import { applyMigrations } from "../src/server/db/migrate";

/** A failure the scripts report in one line, without a stack trace. */
export class ScriptError extends Error {}

export type ScriptDatabase = { database: Database; config: Config; close: () => Promise<void> };

/**
 * Opens the database the way the server does (src/server/main.ts): PGlite in DATA_DIR under the data-dir
 * lock, or the PostgreSQL server of DATABASE_URL; then applies the migrations. A data directory locked by
 * a running server is refused: two processes on one PGlite directory corrupt it. `migrate: false` leaves the
 * schema as it is (backup and restore handle the schema level themselves).
 */
export async function openScriptDatabase(options: { migrate?: boolean } = {}): Promise<ScriptDatabase> {
  let config: Config;
  try {
    // Scripts sign no tokens: JWT_SECRET, required by the server with DATABASE_URL, is not needed here.
    config = parseConfig({ ...process.env, JWT_SECRET: process.env.JWT_SECRET || "-".repeat(32) });
  } catch (error) {
    if (error instanceof ConfigError) throw new ScriptError(error.message);
    throw error;
  }

  let release = () => {};
  let database: Database;
  if (config.databaseUrl) {
    database = await openPostgres(config.databaseUrl, 4).catch((e: Error) => {
      throw new ScriptError(`Cannot connect to DATABASE_URL: ${e.message}`);
    });
  } else {
    try {
      release = lockDataDir(config.dataDir);
    } catch (error) {
      if (error instanceof DataDirLockedError) {
        throw new ScriptError(`${error.message} Scripts cannot use a data directory while the server runs on it.`);
      }
      throw error;
    }
    try {
      database = await openPglite(config.dataDir);
    } catch (error) {
      release();
      throw error;
    }
  }
  try {
    if (options.migrate !== false) await applyMigrations(database);
  } catch (error) {
    await database.close();
    release();
    throw error;
  }
  return {
    database,
    config,
    close: async () => {
      await database.close();
      release();
    },
  };
}

/** Runs a script's main: a ScriptError prints `✖ message` and exits 1; anything else prints its stack. */
export function runScript(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      if (error instanceof ScriptError) console.error(`✖ ${error.message}`);
      else console.error(error);
      process.exit(1);
    },
  );
}
