import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { retryTransaction } from "../../db/retry-transaction";
import { cardRefunds, reservations, transactions } from "../../db/schema";
import { log } from "../../log";

export type RecordedCardRefund = { transactionId: number; reservationId: number; recorded: boolean };

/**
 * Writes the ledger's refund row of one refund request the provider said yes to — from its answer to the refund
 * call or from its status inquiry (reconcile-card-refunds.ts) — exactly once. Under the reservation's lock (the one
 * every change of its money takes), the request's row is locked and must still be `requested`: a second writer
 * (another instance's reconciliation, staff asking at the same time) finds it `refunded` and gets the same row
 * back; `card_refunds.refund_transaction_id` is unique besides. Undefined: the request was refused meanwhile.
 */
export async function recordCardRefund(
  db: Db,
  requestId: number,
  providerRefundId: string | undefined,
  now: Date,
): Promise<RecordedCardRefund | undefined> {
  return retryTransaction(db, async (tx) => {
    const [found] = await tx
      .select({ reservationId: transactions.reservationId })
      .from(cardRefunds)
      .innerJoin(transactions, eq(transactions.id, cardRefunds.paymentId))
      .where(eq(cardRefunds.id, requestId));
    if (!found) throw new Error(`card refund request ${requestId} not found`);
    await tx
      .select({ id: reservations.id })
      .from(reservations)
      .where(eq(reservations.id, found.reservationId))
      .for("update");
    const [request] = await tx.select().from(cardRefunds).where(eq(cardRefunds.id, requestId)).for("update");
    if (!request) throw new Error(`card refund request ${requestId} not found`);
    if (request.state === "refunded" && request.refundTransactionId !== null) {
      return { transactionId: request.refundTransactionId, reservationId: found.reservationId, recorded: false };
    }
    if (request.state !== "requested") {
      log.error(`[payments] refund request ${requestId} is ${request.state}, yet the provider says it was made`);
      return undefined;
    }
    const [payment] = await tx.select().from(transactions).where(eq(transactions.id, request.paymentId));
    if (!payment) throw new Error(`card refund request ${requestId} without its payment`);
    const [row] = await tx
      .insert(transactions)
      .values({
        reservationId: payment.reservationId,
        kind: "refund",
        method: "card",
        amount: request.amount,
        currency: payment.currency,
        reference: payment.providerOrderId,
        note: request.note,
        provider: payment.provider,
        providerPaymentId: providerRefundId?.slice(0, 200) ?? null,
        refundOf: payment.id,
        recordedBy: request.requestedBy,
        paidAt: now,
      })
      .returning({ id: transactions.id });
    await tx
      .update(cardRefunds)
      .set({ state: "refunded", refundTransactionId: row!.id, settledAt: now, message: null })
      .where(eq(cardRefunds.id, requestId));
    return { transactionId: row!.id, reservationId: payment.reservationId, recorded: true };
  });
}
