import "server-only";
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

/**
 * First start on PGlite (docs/decisions/0014-first-start-memory.md): creating the database, migrating it and
 * seeding the demo (sharp drawing the pictures) grow PGlite's WebAssembly memory and the native heaps to
 * ~700 MB of RSS, and neither ever shrinks. So on a fresh DATA_DIR the server first runs its own entry again
 * as a child process that prepares the database and exits; the serving process then opens a prepared
 * database, like a restart does (~300 MB).
 */

/** Set in the child: run the start-up up to the demo data, then exit. */
const PREPARE_ONLY_ENV = "LIMAN_PREPARE_ONLY";

/** True in the child process that only prepares the database (its parent holds the data-dir lock). */
export function isPreparingOnly(): boolean {
  return process.env[PREPARE_ONLY_ENV] === "1";
}

/** A DATA_DIR whose PGlite cluster was never created (PostgreSQL writes PG_VERSION when it creates one). */
export function isFreshPgliteDir(dataDir: string): boolean {
  return !existsSync(path.join(dataDir, "pglite", "PG_VERSION"));
}

/**
 * Runs this process's entry again (same Node flags and arguments) with PREPARE_ONLY set, and waits for it.
 * A SIGTERM or SIGINT meanwhile is passed on: the child must not go on writing the data directory once the
 * parent, which holds its lock, is gone.
 */
export async function prepareInChildProcess(): Promise<void> {
  const entry = process.argv[1];
  if (!entry) throw new Error("No entry file to run the first-start preparation with.");
  const child = spawn(process.execPath, [...process.execArgv, entry, ...process.argv.slice(2)], {
    // The IPC channel ends the child with its parent, however the parent ends (main.ts stops on "disconnect").
    stdio: ["inherit", "inherit", "inherit", "ipc"],
    env: { ...process.env, [PREPARE_ONLY_ENV]: "1" },
  });
  const forward = (signal: NodeJS.Signals) => child.kill(signal);
  // Before main.ts's own handler, which ends this process at once.
  process.prependListener("SIGTERM", forward);
  process.prependListener("SIGINT", forward);
  try {
    const { code, signal } = await new Promise<{ code: number | null; signal: NodeJS.Signals | null }>(
      (resolve, reject) => {
        child.once("error", reject);
        child.once("exit", (code, signal) => resolve({ code, signal }));
      },
    );
    if (signal) {
      // Stopped while preparing: end the same way, as if no child had been involved.
      process.off("SIGTERM", forward);
      process.off("SIGINT", forward);
      process.kill(process.pid, signal);
      await new Promise(() => {});
    }
    if (code !== 0) throw new Error(`The first-start preparation of the database failed (exit code ${code}).`);
  } finally {
    process.off("SIGTERM", forward);
    process.off("SIGINT", forward);
  }
}
