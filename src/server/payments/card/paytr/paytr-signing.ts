import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * PayTR's signature (STACK-NOTES, PayTR row): base64 HMAC-SHA256 with the merchant key over the fields joined
 * without separators. The get-token, status-inquiry and refund tokens put the merchant salt last; the
 * notification hash puts it second (`paytrNotificationHash`).
 */
export function paytrSignature(merchantKey: string, parts: readonly string[]): string {
  return createHmac("sha256", merchantKey).update(parts.join("")).digest("base64");
}

/** The hash PayTR sends with a notification: over merchant_oid + salt + status + total_amount. */
export function paytrNotificationHash(
  merchant: { merchantKey: string; merchantSalt: string },
  fields: { merchant_oid: string; status: string; total_amount: string },
): string {
  return paytrSignature(merchant.merchantKey, [
    fields.merchant_oid,
    merchant.merchantSalt,
    fields.status,
    fields.total_amount,
  ]);
}

/** Compares two signatures in constant time (for equal lengths; a different length is a different signature). */
export function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
