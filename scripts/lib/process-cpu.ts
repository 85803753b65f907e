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

const backendPids = async (db: Db) =>
  (
    (await db.execute(sql`SELECT pid FROM pg_stat_activity WHERE datname = current_database()`)) as unknown as {
      rows: { pid: number }[];
    }
  ).rows.map((r) => Number(r.pid));

/**
 * Starts counting the CPU time of the server processes of this database's connections, when PostgreSQL runs on
 * this machine (the bench's case): the returned function gives the time used since (ms). A connection opened
 * meanwhile counts whole (its process started after the count did); one closed meanwhile is lost. Undefined for a
 * server elsewhere, whose process ids mean nothing here.
 */
export async function databaseCpuMeter(db: Db): Promise<(() => Promise<number>) | undefined> {
  const pids = await backendPids(db);
  if (pids.length === 0 || !pids.every(isPostgres)) return undefined;
  const before = new Map(pids.map((pid) => [pid, cpuTimeMs(pid)]));
  return async () => {
    let used = 0;
    for (const pid of new Set([...before.keys(), ...(await backendPids(db))])) {
      if (isPostgres(pid)) used += cpuTimeMs(pid) - (before.get(pid) ?? 0);
    }
    return used;
  };
}
