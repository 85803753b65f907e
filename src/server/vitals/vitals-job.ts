import "server-only";
import type { Db } from "../db/client";
import type { Job } from "../jobs/runner";
import { deleteOldVitals } from "./delete-old-vitals";

/** Hourly: the measurements past the dashboard's 28 days are deleted (indexed on recorded_at). */
export function vitalsJob(db: Db): Job {
  return { name: "web-vitals-retention", everyMs: 3_600_000, run: () => deleteOldVitals(db) };
}
