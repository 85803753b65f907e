import "server-only";
import { randomBytes } from "node:crypto";

/**
 * A fresh reference for one refund request, sent with the refund call (PayTR's reference_no, iyzico's
 * conversationId) and looked for in the provider's status inquiry: "R" and 24 random hex digits, alphanumeric and
 * ≤ 64 characters as PayTR asks; random, so no other request (nor another Liman on the same merchant) shares it.
 */
export function newCardRefundReference(): string {
  return `R${randomBytes(12).toString("hex").toUpperCase()}`;
}
