import "server-only";
import type { CardPaymentPage, CardPaymentProvider, CardPaymentStatus, CardRefundAnswer } from "../card-provider";
import { iyzicoPrice } from "./amount";
import { readInitialized, readRefunded, readRetrieved } from "./answers";
import { checkoutFormRequest } from "./checkout-request";
import { createIyzicoClient, type IyzicoClient, type IyzicoOptions } from "./client";
import { iyzicoUnverified } from "./errors";
import { retrieveStatus } from "./retrieve-status";
import { signatureMatches } from "./signature";

/**
 * The address iyzico's refund call asks for ("ip" of whoever requests it). Staff refund from the dashboard through
 * our server and the card-refund input carries no address, so the unspecified address stands for "not known".
 */
const REFUND_REQUESTER_IP = "0.0.0.0";

/**
 * Card payments through iyzico's checkout form (docs/payments-iyzico.md):
 * - start: checkout form initialize; the guest is sent to iyzico's payment page, its token is kept on the attempt;
 * - inquire: checkout form retrieve by that token (on the callback and in reconciliation), verified (retrieve-status.ts);
 * - refund: iyzico's documented refund of one basket item's payment transaction (`/payment/refund`,
 *   paymentTransactionId + price). The transaction id comes from a verified retrieve of the attempt's token (the
 *   attempt has exactly one basket line). The newer paymentId-based refund (`/v2/payment/refund`) would save that
 *   call, but iyzico's refund documentation describes only the per-transaction one.
 * - no refund lookup (`refundStatus`): a refund iyzico never answered is left to staff (docs/payments.md).
 */
export function createIyzicoProvider(
  options: IyzicoOptions,
  client: IyzicoClient = createIyzicoClient(options),
): CardPaymentProvider {
  async function retrieve(attempt: { orderId: string; token?: string }) {
    if (!attempt.token) throw new TypeError("iyzico: an attempt without its checkout form token cannot be looked up");
    const answer = readRetrieved(
      await client.retrieveCheckoutForm({ locale: "en", conversationId: attempt.orderId, token: attempt.token }),
    );
    return {
      answer,
      status: retrieveStatus(options.secretKey, { orderId: attempt.orderId, token: attempt.token }, answer),
    };
  }

  return {
    name: "iyzico",

    async start(input): Promise<CardPaymentPage> {
      const request = checkoutFormRequest(input);
      const answer = readInitialized(await client.initializeCheckoutForm(request));
      // The initialize answer is signed over conversationId and token.
      if (
        answer.signature !== undefined &&
        !signatureMatches(options.secretKey, [answer.conversationId, answer.token], answer.signature)
      ) {
        throw iyzicoUnverified("checkout form initialize", "bad signature");
      }
      if (answer.conversationId !== undefined && answer.conversationId !== input.orderId) {
        throw iyzicoUnverified("checkout form initialize", "conversationId of another order");
      }
      return { kind: "redirect", url: answer.paymentPageUrl, token: answer.token };
    },

    async inquire(attempt): Promise<CardPaymentStatus> {
      return (await retrieve(attempt)).status;
    },

    async refund(input): Promise<CardRefundAnswer> {
      const price = iyzicoPrice(input.amountMinor);
      const { answer, status } = await retrieve(input);
      if (status.state !== "paid" || status.providerPaymentId !== input.providerPaymentId) {
        throw iyzicoUnverified("refund", "the attempt's retrieve answer is not this paid payment");
      }
      if (answer.currency !== input.currency) throw iyzicoUnverified("refund", "the payment's currency differs");
      const items = answer.itemTransactions ?? [];
      if (items.length !== 1) throw iyzicoUnverified("refund", `${items.length} basket item transactions, expected 1`);
      const reply = readRefunded(
        await client.refund({
          locale: "tr",
          // Our refund request's reference: iyzico keeps it with the refund (its panel finds it by it).
          conversationId: input.reference,
          paymentTransactionId: String(items[0]!.paymentTransactionId),
          price,
          currency: input.currency,
          ip: REFUND_REQUESTER_IP,
        }),
      );
      if (!reply.ok)
        return { ok: false, message: reply.refusal.errorMessage ?? `iyzico ${reply.refusal.errorCode ?? "refusal"}` };
      const reference = reply.value.refundHostReference ?? reply.value.hostReference;
      return reference === undefined ? { ok: true } : { ok: true, providerRefundId: reference };
    },
  };
}
