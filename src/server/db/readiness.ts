import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Db } from "./client";
import { isDatabaseUnavailable } from "./connection-error";
import { migrationsFolder } from "./migrate";
import { sqlStateOf } from "./pg-error";

export type Readiness = { ready: true } | { ready: false; reason: "database-unreachable" | "migrations-pending" };

/** How long the readiness check may take: a probe (a load balancer, Kubernetes) must get an answer quickly. */
export const READINESS_TIMEOUT_MS = 3_000;

const journalCache = new Map<string, number>();

/** The time stamp of the newest migration this build carries (drizzle records it as `created_at` when applied). */
function newestBundledMigration(folder: string): number {
  let newest = journalCache.get(folder);
  if (newest === undefined) {
    const journal = JSON.parse(readFileSync(path.join(folder, "meta", "_journal.json"), "utf8")) as {
      entries: { when: number }[];
    };
    newest = Math.max(0, ...journal.entries.map((e) => e.when));
    journalCache.set(folder, newest);
  }
  return newest;
}

async function check(db: Db, folder: string): Promise<Readiness> {
  try {
    // Both drivers answer execute() with `{ rows }`.
    const result = (await db.execute(
      sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: { last: string | null }[] };
    const last = Number(result.rows[0]?.last ?? 0);
    // A newer schema (applied by a newer instance during a rolling deploy) is fine: migrations only add.
    return last >= newestBundledMigration(folder) ? { ready: true } : { ready: false, reason: "migrations-pending" };
  } catch (error) {
    // No migrations table yet: the database answers but holds no schema.
    if (sqlStateOf(error) === "42P01" || sqlStateOf(error) === "3F000") {
      return { ready: false, reason: "migrations-pending" };
    }
    if (isDatabaseUnavailable(error)) return { ready: false, reason: "database-unreachable" };
    throw error;
  }
}

/**
 * Whether this instance can serve: the database answers within READINESS_TIMEOUT_MS and holds every migration of
 * this build. Liveness (`/v1/health`) never asks the database; this does, on each call.
 */
export async function checkReadiness(db: Db, folder = migrationsFolder): Promise<Readiness> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Readiness>((resolve) => {
    timer = setTimeout(() => resolve({ ready: false, reason: "database-unreachable" }), READINESS_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check(db, folder), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
