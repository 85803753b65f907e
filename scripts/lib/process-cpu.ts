import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import type { Db } from "../../src/server/db/client";

/** User + system CPU time of a process so far (ms), from /proc (Linux, 100 ticks a second). */
export function cpuTimeMs(pid: number): number {
  // Fields 14 and 15 after the command name, which is in parentheses and may contain spaces.
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

const isPostgres = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/comm`, "utf8").trim() === "postgres";
  } catch {
    return false;
  }
};

/**
 * The server processes of this database's connections, when PostgreSQL runs on this machine (the bench's case):
 * `cpu()` is their CPU time so far (ms). Undefined for a server elsewhere, whose process ids mean nothing here.
 */
export async function databaseBackends(db: Db): Promise<{ cpu: () => number } | undefined> {
  const result = (await db.execute(
    sql`SELECT pid FROM pg_stat_activity WHERE datname = current_database()`,
  )) as unknown as {
    rows: { pid: number }[];
  };
  const pids = result.rows.map((r) => Number(r.pid));
  if (pids.length === 0 || !pids.every(isPostgres)) return undefined;
  // A backend that ended meanwhile counts no more: the pool keeps its connections for the whole measurement.
  return { cpu: () => pids.reduce((sum, pid) => sum + (isPostgres(pid) ? cpuTimeMs(pid) : 0), 0) };
}
