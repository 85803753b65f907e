import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";

/** A value of an iyzico answer as it enters the signed text: JSON numbers as JavaScript prints them (1.2, 1), absent ones empty (as Array.join writes them). */
export type SignedValue = string | number | null | undefined;

/**
 * iyzico's response signature: hex HMAC-SHA256 with the merchant's secret key over the documented fields of the
 * answer joined by ":" (for a checkout-form retrieve: paymentStatus, paymentId, currency, basketId, conversationId,
 * paidPrice, price, token).
 */
export function iyzicoSignature(secretKey: string, values: readonly SignedValue[]): string {
  const text = values.map((value) => (value === null || value === undefined ? "" : String(value))).join(":");
  return createHmac("sha256", secretKey).update(text, "utf8").digest("hex");
}

/** Whether `signature` is the answer's signature, compared in constant time (a missing or malformed one is not). */
export function signatureMatches(secretKey: string, values: readonly SignedValue[], signature: unknown): boolean {
  if (typeof signature !== "string" || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(iyzicoSignature(secretKey, values), "hex");
  return timingSafeEqual(expected, Buffer.from(signature, "hex"));
}
