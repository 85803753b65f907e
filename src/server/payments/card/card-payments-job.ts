import "server-only";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import type { Job } from "../../jobs/runner";
import { type ReconcileResult, reconcileCardPayments } from "./reconcile-card-payments";

/** The card payments' reconciliation, every minute (each attempt is asked about at most once per interval). */
export function cardPaymentsJob(deps: { db: Db; config: Config }): Job<ReconcileResult> {
  return { name: "card-payments", everyMs: 60_000, run: () => reconcileCardPayments(deps.db, deps.config) };
}
