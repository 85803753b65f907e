import "server-only";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import type { Job } from "../../jobs/runner";
import { type ReconcileResult, reconcileCardPayments } from "./reconcile-card-payments";
import { type RefundReconcileResult, reconcileCardRefunds } from "./reconcile-card-refunds";

/**
 * The card payments' reconciliation, every minute (each attempt is asked about at most once per interval), then the
 * refunds' (requests the provider never answered, each asked about with a growing interval).
 */
export function cardPaymentsJob(deps: {
  db: Db;
  config: Config;
}): Job<ReconcileResult & { refunds: RefundReconcileResult }> {
  return {
    name: "card-payments",
    everyMs: 60_000,
    run: async () => {
      const payments = await reconcileCardPayments(deps.db, deps.config);
      const { asked, refunded, notReceived } = await reconcileCardRefunds(deps.db, deps.config);
      return { ...payments, refunds: { asked, refunded, notReceived } };
    },
  };
}
