import "server-only";
import type { Config } from "../config";
import type { Db } from "../db/client";
import type { Job } from "../jobs/runner";
import { deleteExpiredAuditRows } from "./delete-expired-audit-rows";

/** Every 6 hours: the audit rows past their period are deleted in small batches (decision 0065). */
export function auditRetentionJob(deps: { db: Db; config: Config }): Job {
  return {
    name: "audit-log-retention",
    everyMs: 6 * 3_600_000,
    run: (signal) => deleteExpiredAuditRows(deps.db, { months: deps.config.auditRetentionMonths, signal }),
  };
}
