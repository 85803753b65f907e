import "server-only";
export type CardProviderName = "paytr" | "iyzico";
export type CardPaymentStart = {
  orderId: string; // ours, alphanumeric ≤ 64, new for every attempt
  amountMinor: number; // minor units
  currency: string; // ISO code as stored on the reservation (TRY, EUR, USD…)
  description: string; // one basket line, e.g. "Kapora %20 – <boat name>"
  buyer: { name: string; email: string; phone?: string; ip: string };
  locale: "tr" | "en";
  callbackUrl: string; // where the provider posts back (ours, absolute)
  returnUrl: string; // the guest's reservation page (ours, absolute)
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
