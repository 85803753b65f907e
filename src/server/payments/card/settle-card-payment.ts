import "server-only";
import { and, eq, ne } from "drizzle-orm";
import { clock } from "../../../lib/clock";
import type { Db } from "../../db/client";
import { retryTransaction } from "../../db/retry-transaction";
import { cardPayments, type PaymentAttention, reservations, transactions } from "../../db/schema";
import { log } from "../../log";
import { confirmOnDeposit } from "../confirm-on-deposit";
import { paidAmount } from "../paid-amount";
import type { CardNotification, SettleOutcome } from "./card-notification";
import { settleSuccessOnce } from "./settle-once";

export type { SettleOutcome };

/**
 * Records what a provider said about one attempt, exactly once however many copies arrive, at once or later, on any
 * instance. A success writes ONE ledger payment (method card, the provider, our order id), the amount taken from
 * the attempt, never from the notification; the UNIQUE (provider, provider_order_id) of `transactions` decides which
 * copy writes it (ON CONFLICT DO NOTHING: the others find it recorded). In the same transaction the attempt turns
 * `paid` and, when the deposit is reached, the option is confirmed and its mails queued (`confirmOnDeposit`, the rule
 * of a staff-recorded payment). Money is never dropped: a payment for a reservation cancelled or expired meanwhile,
 * one that comes after the instalment was already covered (two tabs, a bank transfer), or a notified total that
 * differs from the attempt's amount, is recorded all the same and flagged for staff (`attention`).
 * A failure only marks a started attempt failed: the reservation stays as it was.
 */
export async function settleCardPayment(db: Db, notice: CardNotification, now = clock.now()): Promise<SettleOutcome> {
  if (notice.outcome !== "paid") return settle(db, notice, now);
  return settleSuccessOnce(db, `${notice.provider}:${notice.orderId}`, () => settle(db, notice, now));
}

async function settle(db: Db, notice: CardNotification, now: Date): Promise<SettleOutcome> {
  const [attempt] = await db
    .select()
    .from(cardPayments)
    .where(and(eq(cardPayments.orderId, notice.orderId), eq(cardPayments.provider, notice.provider)))
    .limit(1);
  if (!attempt) {
    log.warn(`[payments] ${notice.provider} notified an order Liman never started (${notice.orderId.slice(0, 64)})`);
    return "unknown_order";
  }
  if (attempt.state === "paid") return "already_recorded";

  if (notice.outcome === "failed") {
    await db
      .update(cardPayments)
      .set({ state: "failed", failureReason: notice.reason.slice(0, 500) || null, settledAt: now })
      .where(and(eq(cardPayments.id, attempt.id), eq(cardPayments.state, "started")));
    return "failed";
  }

  return retryTransaction(db, async (tx) => {
    // Copies arriving together queue on the attempt's row: the first records, each next one finds it paid and is
    // done at once, without waiting on the reservation or reading the ledger. Lock order: attempt, then reservation.
    const [locked] = await tx
      .select({ state: cardPayments.state })
      .from(cardPayments)
      .where(eq(cardPayments.id, attempt.id))
      .for("update");
    if (locked?.state === "paid") return "already_recorded";
    // The reservation's lock orders this payment with every other change of its money (staff payments too).
    const [reservation] = await tx
      .select({
        id: reservations.id,
        boatId: reservations.boatId,
        status: reservations.status,
        startDate: reservations.startDate,
        endDate: reservations.endDate,
        total: reservations.total,
        deposit: reservations.deposit,
      })
      .from(reservations)
      .where(eq(reservations.id, attempt.reservationId))
      .for("update");
    if (!reservation) throw new Error(`card payment ${attempt.id} without its reservation`);
    const paid = await paidAmount(tx, reservation.id);
    const closed = reservation.status === "cancelled" || reservation.status === "expired";
    const attention: PaymentAttention[] = [];
    if (closed) attention.push("reservation_closed");
    if (paid > attempt.paidBefore || paid + attempt.amount > reservation.total) attention.push("extra_payment");
    if (notice.notifiedAmountMinor !== undefined && notice.notifiedAmountMinor !== attempt.amount) {
      attention.push("amount_mismatch");
    }

    const inserted = await tx
      .insert(transactions)
      .values({
        reservationId: reservation.id,
        kind: attempt.purpose,
        method: "card",
        amount: attempt.amount,
        currency: attempt.currency,
        reference: attempt.orderId,
        provider: attempt.provider,
        providerOrderId: attempt.orderId,
        providerPaymentId: notice.providerPaymentId.slice(0, 200),
        attention,
        paidAt: now,
      })
      .onConflictDoNothing({ target: [transactions.provider, transactions.providerOrderId] })
      .returning({ id: transactions.id });
    if (inserted.length === 0) return "already_recorded";

    await tx
      .update(cardPayments)
      .set({
        state: "paid",
        providerPaymentId: notice.providerPaymentId.slice(0, 200),
        notifiedAmount: notice.notifiedAmountMinor ?? null,
        failureReason: null,
        settledAt: now,
      })
      .where(and(eq(cardPayments.id, attempt.id), ne(cardPayments.state, "paid")));
    if (!closed) await confirmOnDeposit(tx, reservation, paid + attempt.amount, now);
    if (attention.length > 0) {
      log.warn(`[payments] card payment ${attempt.id} recorded for staff to look at: ${attention.join(", ")}`);
    }
    return "recorded";
  });
}
