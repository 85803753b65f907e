import "server-only";
import type { Config } from "../config";
import type { Db } from "./client";
import type { Job } from "../jobs/runner";
import { refreshStatistics } from "./refresh-statistics";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * PGlite only (PostgreSQL's autovacuum does this): a second after start and every hour, VACUUM (ANALYZE) the
 * tables whose size drifted, so the planner keeps choosing the indexes; once a day every table, for the dead rows
 * of updates. Counting the tables costs milliseconds when nothing changed; a full pass at 5,000 boats ~1 s.
 */
export function statisticsJob(deps: { db: Db; config: Config }, now = () => Date.now()): Job<string[]> {
  let lastFullPass = now();
  return {
    name: "db-statistics",
    everyMs: 60 * 60 * 1000,
    run: async () => {
      if (deps.config.databaseUrl) return [];
      const all = now() - lastFullPass >= DAY_MS;
      if (all) lastFullPass = now();
      return refreshStatistics(deps.db, { all });
    },
  };
}
