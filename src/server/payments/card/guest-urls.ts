import "server-only";
import type { Locale } from "@/i18n/locales";
import type { CardProviderName } from "./card-provider";

const base = (publicUrl: string) => publicUrl.replace(/\/+$/, "");

/** The guest's reservation page, where a provider sends the browser back: /enquire with the code filled in. */
export function reservationPageUrl(publicUrl: string, code: string, locale: Locale): string {
  return `${base(publicUrl)}${locale === "en" ? "/en" : ""}/enquire?code=${encodeURIComponent(code)}`;
}

/** What the guest is told on their page after a provider's page: paid (recorded), failed, or not settled yet. */
export type CardPaymentResult = "paid" | "failed" | "pending";

/** The guest's reservation page with the outcome of the payment they come back from (`&payment=paid`). */
export function paymentResultUrl(publicUrl: string, code: string, locale: Locale, result: CardPaymentResult): string {
  return `${reservationPageUrl(publicUrl, code, locale)}&payment=${result}`;
}

/** The provider's notification address (PayTR's is entered once in its panel: docs/payments.md). */
export function callbackUrl(publicUrl: string, provider: CardProviderName): string {
  return `${base(publicUrl)}/v1/payments/${provider}/callback`;
}
