import "server-only";
import { and, eq, gt, isNull, lte, or } from "drizzle-orm";
import { clock } from "../../../lib/clock";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { cardPayments } from "../../db/schema";
import { log } from "../../log";
import { isProviderFailure } from "./card-provider-error";
import { cardProviderNamed } from "./card-provider-factory";
import { type SettleOutcome, settleCardPayment } from "./settle-card-payment";

/** Attempts older than this are no longer asked about (the guest's page expired long before). */
const GIVE_UP_AFTER_MS = 7 * 24 * 3_600_000;
/** Attempts asked about in one pass of the job. */
const BATCH = 20;

export type ReconcileResult = { asked: number; recorded: number; failed: number };

/**
 * A lost notification is not a lost payment (issue 29, item 4): every attempt still `started` more than
 * PAYMENTS_RECONCILE_AFTER_S after it began is asked about with the provider's status inquiry, at most once per that
 * interval (the claim is an UPDATE of `inquired_at`, so two instances never ask about the same one at once). A paid
 * answer is recorded by `settleCardPayment`, with the amount of the attempt Liman started, never the inquiry's;
 * its late notification then finds it recorded and adds nothing.
 */
export async function reconcileCardPayments(db: Db, config: Config, now = clock.now()): Promise<ReconcileResult> {
  const afterMs = config.paymentsReconcileAfterS * 1000;
  const due = new Date(now.getTime() - afterMs);
  const result: ReconcileResult = { asked: 0, recorded: 0, failed: 0 };
  const candidates = await db
    .select({ id: cardPayments.id })
    .from(cardPayments)
    .where(
      and(
        eq(cardPayments.state, "started"),
        lte(cardPayments.createdAt, due),
        gt(cardPayments.createdAt, new Date(now.getTime() - GIVE_UP_AFTER_MS)),
        or(isNull(cardPayments.inquiredAt), lte(cardPayments.inquiredAt, due)),
      ),
    )
    .orderBy(cardPayments.createdAt)
    .limit(BATCH);

  for (const { id } of candidates) {
    const [claimed] = await db
      .update(cardPayments)
      .set({ inquiredAt: now })
      .where(
        and(
          eq(cardPayments.id, id),
          eq(cardPayments.state, "started"),
          or(isNull(cardPayments.inquiredAt), lte(cardPayments.inquiredAt, due)),
        ),
      )
      .returning({ orderId: cardPayments.orderId, provider: cardPayments.provider, token: cardPayments.providerToken });
    if (!claimed) continue;
    const provider = cardProviderNamed(config, claimed.provider);
    if (!provider) continue;
    result.asked++;
    let outcome: SettleOutcome | undefined;
    try {
      const status = await provider.inquire({ orderId: claimed.orderId, token: claimed.token ?? undefined });
      if (status.state === "paid") {
        outcome = await settleCardPayment(
          db,
          {
            provider: claimed.provider,
            orderId: claimed.orderId,
            outcome: "paid",
            providerPaymentId: status.providerPaymentId,
          },
          now,
        );
      } else if (status.state === "failed") {
        outcome = await settleCardPayment(
          db,
          { provider: claimed.provider, orderId: claimed.orderId, outcome: "failed", reason: status.reason },
          now,
        );
      }
    } catch (error) {
      if (!isProviderFailure(error)) throw error;
      log.warn(`[payments] ${provider.name}: the status inquiry of attempt ${id} failed`, error);
    }
    if (outcome === "recorded") result.recorded++;
    if (outcome === "failed") result.failed++;
  }
  return result;
}
