import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { z } from "zod";
import { msg } from "@/shared/messages/message-ref";
import { clock } from "../../../lib/clock";
import type { AuthUser } from "../../auth/current-user";
import type { Config } from "../../config";
import type { DbOrTx, Db } from "../../db/client";
import { cardPayments, cardRefunds, transactions } from "../../db/schema";
import { AppError, unprocessable } from "../../domain-errors";
import { log } from "../../log";
import { getTransaction } from "../get-transaction";
import { lockTransaction } from "../lock-transaction";
import { paidAmount } from "../paid-amount";
import { isProviderFailure } from "./card-provider-error";
import { cardProviderNamed } from "./card-provider-factory";
import { newCardRefundReference } from "./card-refund-reference";
import { recordCardRefund } from "./record-card-refund";
import type { refundCardPaymentBody } from "./schemas";

/** What is still refundable of one card payment: its amount − its refunds (not voided) − refunds still asked. */
async function refundableOf(tx: DbOrTx, payment: { id: number; amount: number }): Promise<number> {
  const [refunded] = await tx
    .select({ sum: sql<string>`coalesce(sum(${transactions.amount}), 0)` })
    .from(transactions)
    .where(and(eq(transactions.refundOf, payment.id), isNull(transactions.voidedAt)));
  const [asked] = await tx
    .select({ sum: sql<string>`coalesce(sum(${cardRefunds.amount}), 0)` })
    .from(cardRefunds)
    .where(and(eq(cardRefunds.paymentId, payment.id), eq(cardRefunds.state, "requested")));
  return payment.amount - Number(refunded?.sum ?? 0) - Number(asked?.sum ?? 0);
}

/**
 * Gives back (part of) an online card payment through its provider (ADMIN). The amount is checked first, under the
 * reservation's lock: never more than what is left of that payment after its earlier refunds (and refunds still
 * out), nor more than the reservation has paid — refused before the provider is asked. The request is written
 * (`card_refunds`, `requested`) and committed before the call, so it holds its amount while the call is out; the
 * ledger's refund row is written only when the provider says yes. A refusal comes back to staff with the
 * provider's words (422 REFUND_REFUSED); no answer at all leaves the request `requested` (502 REFUND_UNCERTAIN):
 * it is never sent twice blindly, but settled by asking the provider about its reference (reconcile-card-refunds.ts).
 */
export async function refundCardPayment(
  db: Db,
  config: Config,
  user: AuthUser,
  paymentId: number,
  body: z.output<typeof refundCardPaymentBody>,
  now = clock.now(),
) {
  const asked = await db.transaction(async (tx) => {
    const { reservation, payment } = await lockTransaction(tx, user, paymentId);
    if (
      payment.kind === "refund" ||
      payment.kind === "damage_deposit" ||
      !payment.provider ||
      !payment.providerOrderId
    ) {
      throw unprocessable("payments.not_card_payment", "NOT_CARD_PAYMENT");
    }
    if (payment.voidedAt) throw unprocessable("payments.voided_not_refundable", "TRANSACTION_VOIDED");
    const provider = cardProviderNamed(config, payment.provider);
    if (!provider) throw unprocessable("payments.provider_not_configured", "PAYMENTS_DISABLED");
    const money = (amount: number) => ({ amount: Math.max(amount, 0) / 100, currency: payment.currency });
    const left = Math.min(await refundableOf(tx, payment), await paidAmount(tx, reservation.id));
    if (body.amount > left) {
      throw unprocessable(msg("payments.card_refund_too_large", money(left)), "REFUND_TOO_LARGE");
    }
    const [attempt] = await tx
      .select({ token: cardPayments.providerToken })
      .from(cardPayments)
      .where(eq(cardPayments.orderId, payment.providerOrderId));
    const [request] = await tx
      .insert(cardRefunds)
      .values({
        paymentId: payment.id,
        amount: body.amount,
        reference: newCardRefundReference(),
        note: body.note || null,
        requestedBy: user.id,
        createdAt: now,
      })
      .returning({ id: cardRefunds.id, reference: cardRefunds.reference });
    return {
      payment,
      provider,
      token: attempt?.token ?? undefined,
      requestId: request!.id,
      reference: request!.reference as string,
    };
  });

  const { payment, provider } = asked;
  let answer: Awaited<ReturnType<typeof provider.refund>>;
  try {
    answer = await provider.refund({
      orderId: payment.providerOrderId as string,
      providerPaymentId: payment.providerPaymentId ?? (payment.providerOrderId as string),
      token: asked.token,
      amountMinor: body.amount,
      currency: payment.currency,
      reference: asked.reference,
    });
  } catch (error) {
    if (!isProviderFailure(error)) throw error;
    log.warn(`[payments] ${provider.name}: refund request ${asked.requestId} got no answer`, error);
    throw new AppError(502, "REFUND_UNCERTAIN", "payments.refund_uncertain");
  }

  if (!answer.ok) {
    await db
      .update(cardRefunds)
      .set({ state: "refused", message: answer.message.slice(0, 1000), settledAt: clock.now() })
      .where(and(eq(cardRefunds.id, asked.requestId), eq(cardRefunds.state, "requested")));
    throw unprocessable(msg("payments.refund_refused", { message: answer.message.slice(0, 300) }), "REFUND_REFUSED");
  }

  const recorded = await recordCardRefund(db, asked.requestId, answer.providerRefundId, now);
  // Refused meanwhile (a reconciliation found no such refund): the provider's yes now contradicts it; logged there.
  if (!recorded) throw new AppError(502, "REFUND_UNCERTAIN", "payments.refund_uncertain");
  const figures = await db.transaction(async (tx) => {
    const { reservation } = await lockTransaction(tx, user, paymentId);
    const paid = await paidAmount(tx, reservation.id);
    const { status, total, deposit } = reservation;
    return { status, total, deposit, paid, due: total - paid };
  });
  return { ...(await getTransaction(db, user, recorded.transactionId)), reservation: figures };
}
