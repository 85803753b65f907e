import "server-only";
import type { Db } from "../db/client";
import type { Job } from "../jobs/runner";
import { purgePassengerLists } from "./purge-passenger-lists";

/** Passenger lists past their retention (days after check-out), hourly: one indexed delete, usually of nothing. */
export function passengerRetentionJob(deps: { db: Db }): Job {
  return {
    name: "passenger-list-retention",
    everyMs: 3_600_000,
    run: () => purgePassengerLists(deps.db),
  };
}
