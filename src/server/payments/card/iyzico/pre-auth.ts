import "server-only";
import type { CardHoldAnswer, CardHoldProvider, CardPaymentStatus } from "../card-provider";
import { iyzicoPrice } from "./amount";
import { readCancelled, readPostAuthorized, readPreAuthInitialized, readRetrieved, type Refusal } from "./answers";
import { checkoutFormRequest } from "./checkout-request";
import type { IyzicoClient } from "./client";
import { iyzicoUnverified } from "./errors";
import { retrieveStatus } from "./retrieve-status";
import { signatureMatches } from "./signature";

/**
 * The address iyzico's post-auth and cancel ask for. Staff act from the dashboard through our server, long after
 * the guest left, so the unspecified address stands for "not known" (as for refunds).
 */
const STAFF_REQUESTER_IP = "0.0.0.0";

const refusalMessage = (refusal: Refusal) => refusal.errorMessage ?? `iyzico ${refusal.errorCode ?? "refusal"}`;

/**
 * The damage deposit through iyzico's pre-authorisation (docs/payments-iyzico.md, "The damage deposit"):
 * - startHold: the checkout form initialize of iyzico's pre-auth (`/payment/iyzipos/checkoutform/initialize/preauth/ecom`,
 *   the iyzipay package's checkoutFormInitializePreAuth), the same request as a payment's;
 * - inquireHold: the checkout form retrieve by its token, verified as a payment's is; its phase must be PRE_AUTH
 *   (an AUTH answer would mean money was taken: not believed as a hold);
 * - capture: post-auth (`/payment/postauth`, paymentPostAuth) of the hold's payment id with paidPrice = the part
 *   taken (iyzico takes the same or a lower amount than held; the bank lets the rest go);
 * - release: cancel (`/payment/cancel`) of the hold's payment id.
 * A refusal (`status: failure`) comes back with iyzico's message; no answer is thrown (a 502 AppError).
 */
export function createIyzicoHoldProvider(secretKey: string, client: IyzicoClient): CardHoldProvider {
  return {
    name: "iyzico",

    async startHold(input) {
      const answer = readPreAuthInitialized(await client.initializePreAuthCheckoutForm(checkoutFormRequest(input)));
      const action = "pre-auth checkout form initialize";
      if (
        answer.signature !== undefined &&
        !signatureMatches(secretKey, [answer.conversationId, answer.token], answer.signature)
      ) {
        throw iyzicoUnverified(action, "bad signature");
      }
      if (answer.conversationId !== undefined && answer.conversationId !== input.orderId) {
        throw iyzicoUnverified(action, "conversationId of another order");
      }
      return { kind: "redirect", url: answer.paymentPageUrl, token: answer.token };
    },

    async inquireHold(hold): Promise<CardPaymentStatus> {
      const answer = readRetrieved(
        await client.retrieveCheckoutForm({ locale: "en", conversationId: hold.orderId, token: hold.token }),
      );
      const status = retrieveStatus(secretKey, hold, answer);
      if (status.state === "paid" && answer.phase !== undefined && answer.phase !== "PRE_AUTH") {
        throw iyzicoUnverified("pre-auth checkout form retrieve", `phase ${answer.phase}, expected PRE_AUTH`);
      }
      return status;
    },

    async capture(hold): Promise<CardHoldAnswer> {
      const reply = readPostAuthorized(
        await client.postAuth({
          locale: "tr",
          conversationId: hold.orderId,
          paymentId: hold.providerPaymentId,
          paidPrice: iyzicoPrice(hold.amountMinor),
          currency: hold.currency,
          ip: STAFF_REQUESTER_IP,
        }),
      );
      if (!reply.ok) return { ok: false, message: refusalMessage(reply.refusal) };
      const answer = reply.value;
      // A payment answer is signed over paymentId, currency, basketId, conversationId, paidPrice and price.
      const signed = [
        answer.paymentId,
        answer.currency,
        answer.basketId,
        answer.conversationId,
        answer.paidPrice,
        answer.price,
      ];
      if (answer.signature !== undefined && !signatureMatches(secretKey, signed, answer.signature)) {
        throw iyzicoUnverified("post-auth", "bad signature");
      }
      if (answer.paymentId !== undefined && String(answer.paymentId) !== hold.providerPaymentId) {
        throw iyzicoUnverified("post-auth", "the answer names another payment");
      }
      return { ok: true };
    },

    async release(hold): Promise<CardHoldAnswer> {
      const reply = readCancelled(
        await client.cancel({
          locale: "tr",
          conversationId: hold.orderId,
          paymentId: hold.providerPaymentId,
          ip: STAFF_REQUESTER_IP,
          reason: "other",
          description: hold.reason.slice(0, 200),
        }),
      );
      if (!reply.ok) return { ok: false, message: refusalMessage(reply.refusal) };
      if (reply.value.paymentId !== undefined && String(reply.value.paymentId) !== hold.providerPaymentId) {
        throw iyzicoUnverified("cancel", "the answer names another payment");
      }
      return { ok: true };
    },
  };
}
