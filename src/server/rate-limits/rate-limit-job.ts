import type { Db } from "../db/client";
import type { Job } from "../jobs/runner";
import { deleteExpiredCounters } from "./delete-expired-counters";
import { clock } from "../../lib/clock";

/** Every 10 minutes, drops the rate-limit counters whose window has ended (an expired row would be reused anyway). */
export function rateLimitJob(db: Db, now = clock.now): Job<number> {
  return { name: "rate-limit-counters", everyMs: 10 * 60 * 1000, run: () => deleteExpiredCounters(db, now()) };
}
