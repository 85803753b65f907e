import "server-only";
import type { CardPaymentStatus } from "../card-provider";
import type { Retrieved } from "./answers";
import { iyzicoUnverified } from "./errors";
import { type SignedValue, signatureMatches } from "./signature";

/** The fields iyzico signs in a checkout-form retrieve answer, in its documented order. */
export function retrieveSignedValues(answer: Retrieved): SignedValue[] {
  return [
    answer.paymentStatus,
    answer.paymentId,
    answer.currency,
    answer.basketId,
    answer.conversationId,
    answer.paidPrice,
    answer.price,
    answer.token,
  ];
}

// iyzico's fraud check: 1 passed, 0 held for review (may still be approved or cancelled), -1 rejected.
const FRAUD_PASSED = "1";
const FRAUD_REJECTED = "-1";

/**
 * What a verified retrieve answer says about our attempt. Before anything is believed: a signature that is present
 * must match (a paid answer must carry one), and the answer must be about this order and token. Then only
 * paymentStatus SUCCESS with fraudStatus 1 is paid; SUCCESS held by the fraud check is pending, rejected by it or
 * FAILURE is failed, and any other status (3-D Secure or a bank transfer under way) is pending.
 */
export function retrieveStatus(
  secretKey: string,
  attempt: { orderId: string; token: string },
  answer: Retrieved,
): CardPaymentStatus {
  const action = "checkout form retrieve";
  if (answer.signature !== undefined && !signatureMatches(secretKey, retrieveSignedValues(answer), answer.signature)) {
    throw iyzicoUnverified(action, "bad signature");
  }
  if (answer.token !== undefined && answer.token !== attempt.token) throw iyzicoUnverified(action, "another token");
  for (const field of ["conversationId", "basketId"] as const) {
    if (answer[field] !== undefined && answer[field] !== attempt.orderId) {
      throw iyzicoUnverified(action, `${field} of another order`);
    }
  }

  const fraud = answer.fraudStatus === undefined ? undefined : String(answer.fraudStatus);
  if (answer.paymentStatus === "SUCCESS") {
    if (fraud === FRAUD_REJECTED) return { state: "failed", reason: "fraud check rejected the payment" };
    if (fraud !== FRAUD_PASSED) return { state: "pending", review: true };
    if (answer.signature === undefined) throw iyzicoUnverified(action, "unsigned success");
    if (answer.paymentId === undefined || answer.basketId === undefined) {
      throw iyzicoUnverified(action, "success without payment id or basket id");
    }
    return { state: "paid", providerPaymentId: String(answer.paymentId) };
  }
  if (answer.paymentStatus === "FAILURE") {
    return { state: "failed", reason: answer.errorMessage ?? `iyzico ${answer.errorCode ?? "FAILURE"}` };
  }
  return { state: "pending" };
}
