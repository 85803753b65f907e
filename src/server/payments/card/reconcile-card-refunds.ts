import "server-only";
import { and, asc, eq, inArray, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import { clock } from "../../../lib/clock";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { cardPayments, cardRefunds, transactions } from "../../db/schema";
import { log } from "../../log";
import type { CardProviderName } from "./card-provider";
import { isProviderFailure } from "./card-provider-error";
import { cardProviderNamed } from "./card-provider-factory";
import { recordCardRefund } from "./record-card-refund";

/** A request is asked about once its own call is surely over (PROVIDER_TIMEOUT_MS, iyzico's 30 s) and then some. */
export const REFUND_INQUIRY_AFTER_MS = 120_000;
/** After the n-th inquiry the next waits 2^n × 2 minutes (4, 8, 16… minutes), at most this. */
const MAX_BACKOFF_MS = 6 * 3_600_000;
/** Requests asked about in one pass of the job. */
const BATCH = 20;

export type RefundOutcome = "refunded" | "not_received" | "no_answer";
export type RefundReconcileResult = { asked: number; refunded: number; notReceived: number };

/** The providers configured here that can look a refund up (PayTR; iyzico cannot). */
function providersWithLookup(config: Config): CardProviderName[] {
  return (["paytr", "iyzico"] as const).filter((name) => cardProviderNamed(config, name)?.refundStatus);
}

/**
 * Settles refund requests the provider never answered (issue 29: "a refund reaches the provider once … and the
 * ledger once"). Every request still `requested` REFUND_INQUIRY_AFTER_MS after it was made is asked about with the
 * provider's status inquiry, by its reference:
 * - the provider made it → the ledger's refund row is written once (recordCardRefund, the success path's code);
 * - the provider knows no such refund (the call never reached it) → `refused` with a message, so its amount is
 *   refundable again and staff may ask anew;
 * - no answer → left as it is and asked again later, backing off (4, 8, 16… minutes, at most 6 hours). Never sent again.
 * The claim is an UPDATE of `next_inquiry_at` guarded by it, so two instances never ask about one request at once;
 * should two writers meet anyway (staff asking while the job runs), the request's lock and state decide.
 * `only` limits it to one payment's requests and asks about them now, whatever the backoff (staff's "Durumu sorgula").
 */
export async function reconcileCardRefunds(
  db: Db,
  config: Config,
  now = clock.now(),
  only?: { paymentId: number },
): Promise<RefundReconcileResult & { outcomes: Map<number, RefundOutcome> }> {
  const result = { asked: 0, refunded: 0, notReceived: 0, outcomes: new Map<number, RefundOutcome>() };
  const providers = providersWithLookup(config);
  if (providers.length === 0) return result;
  const old = lte(cardRefunds.createdAt, new Date(now.getTime() - REFUND_INQUIRY_AFTER_MS));
  const due = or(isNull(cardRefunds.nextInquiryAt), lte(cardRefunds.nextInquiryAt, now)) as SQL;
  const candidates = await db
    .select({ id: cardRefunds.id })
    .from(cardRefunds)
    .innerJoin(transactions, eq(transactions.id, cardRefunds.paymentId))
    .where(
      and(
        eq(cardRefunds.state, "requested"),
        old,
        only ? eq(cardRefunds.paymentId, only.paymentId) : due,
        inArray(transactions.provider, providers),
      ),
    )
    .orderBy(asc(cardRefunds.createdAt))
    .limit(BATCH);

  for (const { id } of candidates) {
    const outcome = await settleOne(db, config, id, now, only ? undefined : due);
    if (!outcome) continue;
    result.asked++;
    result.outcomes.set(id, outcome);
    if (outcome === "refunded") result.refunded++;
    if (outcome === "not_received") result.notReceived++;
  }
  return result;
}

async function settleOne(db: Db, config: Config, id: number, now: Date, due: SQL | undefined) {
  // One statement claims and backs off: a second instance's UPDATE waits for it, then no longer finds it due.
  const [claimed] = await db
    .update(cardRefunds)
    .set({
      inquiries: sql`${cardRefunds.inquiries} + 1`,
      nextInquiryAt: sql`${now.toISOString()}::timestamptz + least(${REFUND_INQUIRY_AFTER_MS} * power(2, ${cardRefunds.inquiries} + 1), ${MAX_BACKOFF_MS}) * interval '1 millisecond'`,
    })
    .where(and(eq(cardRefunds.id, id), eq(cardRefunds.state, "requested"), due))
    .returning();
  if (!claimed) return undefined;
  const [payment] = await db
    .select({
      provider: transactions.provider,
      orderId: transactions.providerOrderId,
      providerPaymentId: transactions.providerPaymentId,
      currency: transactions.currency,
      token: cardPayments.providerToken,
    })
    .from(transactions)
    .leftJoin(cardPayments, eq(cardPayments.orderId, transactions.providerOrderId))
    .where(eq(transactions.id, claimed.paymentId));
  const provider = payment?.provider ? cardProviderNamed(config, payment.provider) : undefined;
  // A request made before references existed cannot be matched exactly: it stays for staff.
  if (!payment?.orderId || !provider?.refundStatus || !claimed.reference) return undefined;

  let status: Awaited<ReturnType<NonNullable<typeof provider.refundStatus>>>;
  try {
    status = await provider.refundStatus({
      orderId: payment.orderId,
      providerPaymentId: payment.providerPaymentId ?? payment.orderId,
      token: payment.token ?? undefined,
      amountMinor: claimed.amount,
      currency: payment.currency,
      reference: claimed.reference,
    });
  } catch (error) {
    if (!isProviderFailure(error)) throw error;
    log.warn(`[payments] ${provider.name}: the status inquiry of refund request ${id} failed`, error);
    return "no_answer" as const;
  }
  if (status.state === "refunded") {
    const recorded = await recordCardRefund(db, id, status.providerRefundId, now);
    return recorded ? ("refunded" as const) : undefined;
  }
  const [refused] = await db
    .update(cardRefunds)
    .set({
      state: "refused",
      message: `${provider.name}: no refund with reference ${claimed.reference}; it never reached the provider`,
      settledAt: now,
    })
    .where(and(eq(cardRefunds.id, id), eq(cardRefunds.state, "requested")))
    .returning({ id: cardRefunds.id });
  return refused ? ("not_received" as const) : undefined;
}
