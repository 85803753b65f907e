import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * The smoke stages of `npm test` share one data directory prepared by a first start with the demo
 * (scripts/prepare-data-dir.ts, its path in LIMAN_PREPARED_DATA_DIR): a file that does not measure the first start
 * starts on a copy of it instead of paying initdb, the migrations and the demo's pictures again. Without the variable
 * (one smoke file run alone), the copy is an empty directory and the server makes its own first start.
 */
export function dataDirFromPrepared(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  const prepared = process.env.LIMAN_PREPARED_DATA_DIR;
  if (!prepared || !existsSync(prepared)) return dir;
  cpSync(prepared, dir, { recursive: true });
  // The lock of the process that prepared it is gone with that process; a copy never carries one.
  rmSync(path.join(dir, "liman.lock"), { force: true });
  return dir;
}
