import "server-only";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import type { Job } from "../../jobs/runner";
import { type ReconcileResult, reconcileCardPayments } from "./reconcile-card-payments";
import { type HoldReconcileResult, reconcileDepositHolds } from "../../security-deposits/reconcile-deposit-holds";
import { type RefundReconcileResult, reconcileCardRefunds } from "./reconcile-card-refunds";

/**
 * The card payments' reconciliation, every minute (each attempt is asked about at most once per interval), then the
 * refunds' (requests the provider never answered, each asked about with a growing interval), then the damage-deposit
 * holds left `started` (their callback never came; iyzico only, asked about the same way).
 */
export function cardPaymentsJob(deps: {
  db: Db;
  config: Config;
}): Job<ReconcileResult & { refunds: RefundReconcileResult; holds: HoldReconcileResult }> {
  return {
    name: "card-payments",
    everyMs: 60_000,
    run: async () => {
      const payments = await reconcileCardPayments(deps.db, deps.config);
      const { asked, refunded, notReceived } = await reconcileCardRefunds(deps.db, deps.config);
      const holds = await reconcileDepositHolds(deps.db, deps.config);
      return { ...payments, refunds: { asked, refunded, notReceived }, holds };
    },
  };
}
