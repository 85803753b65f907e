import "server-only";
import type { Config } from "../config";
import type { Db } from "../db/client";
import type { Job } from "../jobs/runner";
import { anonymiseStaleRequests } from "./anonymise-stale-requests";

/** Data retention, hourly: cheap when there is nothing to do (indexed statuses, a few rows a day at most). */
export function retentionJob(deps: { db: Db; config: Config }): Job {
  return {
    name: "data-retention",
    everyMs: 3_600_000,
    run: () => anonymiseStaleRequests(deps.db, { months: deps.config.retentionMonths }),
  };
}
