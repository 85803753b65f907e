import "server-only";
import type { Locale } from "@/i18n/locales";
import { escapeHtml } from "../../mail/render-template";

const LABELS: Record<Locale, { button: string; hint: string }> = {
  tr: { button: "Kartla öde", hint: "Rezervasyonlarım sayfasında e-posta adresinizi girip kartla ödeyebilirsiniz." },
  en: { button: "Pay by card", hint: "On the My bookings page, enter your e-mail address and pay by card." },
};

/**
 * The "pay by card" button of a mail (`{{card_payment_link}}`): a link to the guest's /enquire page with the code
 * filled in (never the e-mail address: the guest types it there). Empty without a card-payment provider.
 */
export function cardPaymentButton(url: string | undefined, locale: Locale): string {
  if (!url) return "";
  const text = LABELS[locale];
  return (
    `<p style="margin:16px 0"><a href="${escapeHtml(url)}" style="display:inline-block;background:#0e4a6e;` +
    `color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">${text.button}</a></p>` +
    `<p style="color:#6b7280;font-size:13px">${text.hint}</p>`
  );
}
