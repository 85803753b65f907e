import "server-only";
import type { CardPaymentStart } from "../card-provider";
import { iyzicoPrice } from "./amount";

/**
 * Fields iyzico requires of a buyer that Liman does not collect from a guest (an identity number, an address), filled
 * with placeholders that say so rather than invented values:
 * - identityNumber: "11111111111", the placeholder merchants send iyzico when they do not collect the T.C. identity
 *   number (a guest from abroad has none);
 * - address, city, country: "not collected".
 * The buyer's `id` is the attempt's order id (guests have no account to name).
 */
export const NOT_COLLECTED = "not collected";
export const PLACEHOLDER_IDENTITY_NUMBER = "11111111111";

/** A guest's full name as iyzico's name and surname: the last word is the surname (one word: both). */
export function splitName(fullName: string): { name: string; surname: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return { name: NOT_COLLECTED, surname: NOT_COLLECTED };
  if (words.length === 1) return { name: words[0]!, surname: words[0]! };
  return { name: words.slice(0, -1).join(" "), surname: words.at(-1)! };
}

/**
 * The checkout form initialize request of one attempt: one basket line (the deposit or the balance) whose price is
 * the whole amount, paidPrice equal to it (no surcharge of ours), conversationId and basketId our order id, so a
 * retrieve answer names the attempt it is about.
 */
export function checkoutFormRequest(input: CardPaymentStart) {
  const price = iyzicoPrice(input.amountMinor);
  const { name, surname } = splitName(input.buyer.name);
  return {
    locale: input.locale,
    conversationId: input.orderId,
    price,
    paidPrice: price,
    currency: input.currency,
    basketId: input.orderId,
    paymentGroup: "PRODUCT",
    callbackUrl: input.callbackUrl,
    buyer: {
      id: input.orderId,
      name,
      surname,
      identityNumber: PLACEHOLDER_IDENTITY_NUMBER,
      email: input.buyer.email,
      ...(input.buyer.phone ? { gsmNumber: input.buyer.phone } : {}),
      registrationAddress: NOT_COLLECTED,
      city: NOT_COLLECTED,
      country: NOT_COLLECTED,
      ip: input.buyer.ip,
    },
    billingAddress: {
      contactName: input.buyer.name.trim() || NOT_COLLECTED,
      address: NOT_COLLECTED,
      city: NOT_COLLECTED,
      country: NOT_COLLECTED,
    },
    basketItems: [
      {
        id: input.orderId,
        name: input.description,
        category1: "Boat charter",
        itemType: "VIRTUAL",
        price,
      },
    ],
  };
}
