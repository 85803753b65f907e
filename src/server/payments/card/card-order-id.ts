import "server-only";
import { randomBytes } from "node:crypto";

/**
 * A fresh order id for one card-payment attempt: the reservation code's letters and digits (found again in the
 * provider's panel) and 16 random hex digits. Alphanumeric and ≤ 64 characters, as PayTR's merchant_oid must be.
 */
export function newCardOrderId(reservationCode: string): string {
  return `${reservationCode.replace(/[^A-Za-z0-9]/g, "").slice(0, 40)}${randomBytes(8).toString("hex").toUpperCase()}`;
}
