import "server-only";
import { and, eq } from "drizzle-orm";
import { clock } from "../../../lib/clock";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { cardPayments, reservations } from "../../db/schema";
import { notFound, unprocessable } from "../../domain-errors";
import { log } from "../../log";
import { isProviderFailure } from "./card-provider-error";
import { cardProviderNamed } from "./card-provider-factory";
import { type CardPaymentResult, paymentResultUrl } from "./guest-urls";
import { type DepositHoldResult, settleDepositHoldCallback } from "../../security-deposits/settle-deposit-hold";
import { type SettleOutcome, settleCardPayment } from "./settle-card-payment";

export type IyzicoCallbackAnswer = { result: CardPaymentResult | DepositHoldResult; location: string };

const resultOf: Record<SettleOutcome, CardPaymentResult> = {
  recorded: "paid",
  already_recorded: "paid",
  failed: "failed",
  unknown_order: "failed",
};

/**
 * iyzico sends the guest's browser back with the checkout form's token (docs/payments-iyzico.md). Nothing the
 * browser says is believed: the attempt is found by the token Liman kept when it started it, iyzico is asked about it
 * (`inquire`: the signature, the fraud check, the order id), and what iyzico said is recorded by the same
 * `settleCardPayment` as PayTR's notification and the reconciliation, so any number of posts of one token record one
 * payment. The answer is where the guest goes next: their reservation page, in the language they paid in, saying
 * paid, failed, or pending (iyzico could not be asked or its answer not believed, or the fraud check holds the
 * payment: the attempt stays open and the reconciliation asks again). A token of no attempt is a 404, and iyzico is
 * not asked about it. A token of a damage-deposit hold (iyzico's pre-authorisation page comes back here too) is
 * settled by `settleDepositHoldCallback`, and the guest is told `deposit=held|failed|pending`.
 */
export async function settleIyzicoCallback(
  db: Db,
  config: Config,
  token: string,
  now = clock.now(),
): Promise<IyzicoCallbackAnswer> {
  const iyzico = cardProviderNamed(config, "iyzico");
  if (!iyzico) throw unprocessable("payments.provider_not_configured", "PAYMENTS_DISABLED");
  const [attempt] = await db
    .select({
      id: cardPayments.id,
      orderId: cardPayments.orderId,
      state: cardPayments.state,
      locale: cardPayments.locale,
      code: reservations.code,
    })
    .from(cardPayments)
    .innerJoin(reservations, eq(reservations.id, cardPayments.reservationId))
    .where(and(eq(cardPayments.provider, "iyzico"), eq(cardPayments.providerToken, token)))
    .limit(1);
  if (!attempt) {
    const hold = await settleDepositHoldCallback(db, config, token, now);
    if (hold) return hold;
    throw notFound("payments.card_attempt_unknown");
  }
  const answer = (result: CardPaymentResult) => ({
    result,
    location: paymentResultUrl(config.publicUrl, attempt.code, attempt.locale, result),
  });
  // A repeat (a reload, the back button) of a recorded payment: nothing to ask.
  if (attempt.state === "paid") return answer("paid");

  let status: Awaited<ReturnType<typeof iyzico.inquire>>;
  try {
    status = await iyzico.inquire({ orderId: attempt.orderId, token });
  } catch (error) {
    if (!isProviderFailure(error)) throw error;
    log.warn(`[payments] iyzico: the callback of attempt ${attempt.id} could not be settled; left for reconciliation`);
    return answer("pending");
  }
  if (status.state === "pending") return answer("pending");
  const notice =
    status.state === "paid"
      ? { outcome: "paid" as const, providerPaymentId: status.providerPaymentId }
      : { outcome: "failed" as const, reason: status.reason };
  const outcome = await settleCardPayment(db, { provider: "iyzico", orderId: attempt.orderId, ...notice }, now);
  return answer(resultOf[outcome]);
}
