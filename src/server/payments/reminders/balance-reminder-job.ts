import "server-only";
import type { Db } from "../../db/client";
import type { Job } from "../../jobs/runner";
import { remindBalances } from "./remind-balances";

/** Every 15 minutes: mails the guests whose balance falls due in a week or tomorrow (once each, by the database). */
export function balanceReminderJob(deps: { db: Db }): Job<number[]> {
  return {
    name: "balance-reminders",
    everyMs: 15 * 60_000,
    run: () => remindBalances(deps.db),
  };
}
