import "server-only";

/**
 * The one interface of an online card-payment provider (DESIGN.md §9): one implementation per provider
 * (paytr/, iyzico/), chosen by PAYMENTS_PROVIDER (card-provider-factory.ts). Amounts are minor units and currencies
 * ISO codes here; a provider's own formats (cents, "100.50", "TL") live only in its adapter.
 */
export type CardProviderName = "paytr" | "iyzico";

export type CardPaymentStart = {
  /** Ours, alphanumeric ≤ 64, new for every attempt. */
  orderId: string;
  /** Minor units. */
  amountMinor: number;
  /** ISO code as stored on the reservation (TRY, EUR, USD…). */
  currency: string;
  /** One basket line, e.g. "Kapora – <boat name> (<code>)". */
  description: string;
  buyer: { name: string; email: string; phone?: string; ip: string };
  locale: "tr" | "en";
  /** Where the provider posts back (ours, absolute). */
  callbackUrl: string;
  /** The guest's reservation page (ours, absolute). */
  returnUrl: string;
};

/** What the browser opens: PayTR's iframe URL, iyzico's payment page URL. `token` is the provider's session token, if any, kept on the attempt. */
export type CardPaymentPage = { kind: "iframe" | "redirect"; url: string; token?: string };

/** What the provider says about one attempt (status inquiry / retrieve), already verified (hash/signature). */
export type CardPaymentStatus =
  | { state: "paid"; providerPaymentId: string }
  | { state: "failed"; reason: string }
  /** Nothing final yet; `review`: paid but held by the provider's fraud check (it may still be approved). */
  | { state: "pending"; review?: true };

export type CardRefund = {
  orderId: string;
  providerPaymentId: string;
  token?: string;
  amountMinor: number;
  currency: string;
  /** Ours, alphanumeric ≤ 64, one per refund request: the provider keeps it with the refund (card_refunds.reference). */
  reference: string;
};

/**
 * What the provider's status inquiry says about one refund request, found by its reference (exactly, never by its
 * amount) and checked against the amount asked: it was made, or the provider knows of no such refund (it never
 * reached the provider). A provider that cannot be reached or answers something unreadable throws
 * (isProviderFailure): nothing is known then.
 */
export type CardRefundStatus = { state: "refunded"; providerRefundId?: string } | { state: "absent" };

export type CardRefundAnswer = { ok: true; providerRefundId?: string } | { ok: false; message: string };

export interface CardPaymentProvider {
  readonly name: CardProviderName;
  start(input: CardPaymentStart): Promise<CardPaymentPage>;
  /** Status inquiry for reconciliation (PayTR /odeme/durum-sorgu; iyzico checkout-form retrieve by token). */
  inquire(attempt: { orderId: string; token?: string }): Promise<CardPaymentStatus>;
  refund(input: CardRefund): Promise<CardRefundAnswer>;
  /**
   * Whether a refund asked earlier was made (PayTR: the status inquiry's `returns`, by reference_no). Absent when the
   * provider offers no way to look a refund up (iyzico): such a request is left to staff (docs/payments.md).
   */
  refundStatus?(input: CardRefund): Promise<CardRefundStatus>;
}

/**
 * A provider that can hold an amount on the guest's card without taking it, and later take part or all of it or
 * let it go (the damage deposit, issue 30). Only iyzico offers it (pre-authorisation); PayTR's iFrame API has none.
 */
export interface CardHoldProvider {
  readonly name: "iyzico";
  /** The pre-authorisation's payment page; `start.description` names the deposit. */
  startHold(input: CardPaymentStart): Promise<CardPaymentPage & { token: string }>;
  /** What became of a hold's page (verified): `paid` here means held, and names the payment id to capture or cancel. */
  inquireHold(hold: { orderId: string; token: string }): Promise<CardPaymentStatus>;
  /** Takes `amountMinor` (≤ what is held) of the hold; the rest is let go by the bank. */
  capture(hold: CardHoldAction & { amountMinor: number }): Promise<CardHoldAnswer>;
  /** Lets the whole hold go. */
  release(hold: CardHoldAction & { reason: string }): Promise<CardHoldAnswer>;
}

export type CardHoldAction = { orderId: string; providerPaymentId: string; currency: string };
export type CardHoldAnswer = { ok: true } | { ok: false; message: string };
