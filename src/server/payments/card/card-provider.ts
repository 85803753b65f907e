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
  | { state: "pending" };

export type CardRefund = {
  orderId: string;
  providerPaymentId: string;
  token?: string;
  amountMinor: number;
  currency: string;
};

export type CardRefundAnswer = { ok: true; providerRefundId?: string } | { ok: false; message: string };

export interface CardPaymentProvider {
  readonly name: CardProviderName;
  start(input: CardPaymentStart): Promise<CardPaymentPage>;
  /** Status inquiry for reconciliation (PayTR /odeme/durum-sorgu; iyzico checkout-form retrieve by token). */
  inquire(attempt: { orderId: string; token?: string }): Promise<CardPaymentStatus>;
  refund(input: CardRefund): Promise<CardRefundAnswer>;
}
