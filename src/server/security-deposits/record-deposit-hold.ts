import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { securityDeposits } from "../db/schema";
import type { SecurityDepositState } from "../db/schema/security-deposits";

/** What iyzico said, verified, about a hold's page, in the terms a hold is recorded in. */
export type HoldAnswer = { state: "held"; providerPaymentId: string } | { state: "failed"; reason: string };

/**
 * Records iyzico's final answer about a hold still `started`, for the callback and the reconciliation alike: the
 * change is one UPDATE guarded by `state = 'started'` (copies on any instance, the callback racing the job: one wins,
 * the rest change nothing), and `UNIQUE (provider, provider_payment_id)` refuses a second row for one
 * pre-authorisation. Answers the hold's state afterwards (the winner's, whoever it was). No money is taken and
 * nothing enters the ledger.
 */
export async function recordDepositHold(
  db: Db,
  id: number,
  answer: HoldAnswer,
  now: Date,
): Promise<{ state: SecurityDepositState; changed: boolean }> {
  const values =
    answer.state === "held"
      ? { state: "held" as const, providerPaymentId: answer.providerPaymentId.slice(0, 200), heldAt: now }
      : { state: "failed" as const, message: answer.reason.slice(0, 500), settledAt: now };
  const [changed] = await db
    .update(securityDeposits)
    .set(values)
    .where(and(eq(securityDeposits.id, id), eq(securityDeposits.state, "started")))
    .returning({ state: securityDeposits.state });
  if (changed) return { state: changed.state, changed: true };
  const [after] = await db
    .select({ state: securityDeposits.state })
    .from(securityDeposits)
    .where(eq(securityDeposits.id, id));
  return { state: after?.state ?? "failed", changed: false };
}
