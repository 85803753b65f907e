import "server-only";
import { todayIn } from "../../lib/dates";
import type { InternetSale, SalesInvoiceInput } from "./invoicing-provider";
import type { InvoiceSubject } from "./invoice-subject";

/** The words of a payment's kind on the invoice (Turkish: the invoice is a Turkish tax document). */
const KIND_WORDS: Record<string, string> = {
  deposit: "Kapora",
  balance: "Kalan ödeme",
  damage_deposit: "Hasar depozitosu",
};

const trDay = (iso: string) => iso.split("-").reverse().join(".");

/** The description naming the boat, the dates and the reservation code, e.g. "Kapora – Mavi Rüya, 06.06.2026–13.06.2026, LMN12345". */
export function invoiceDescription(subject: InvoiceSubject): string {
  const { payment, reservation } = subject;
  const what = KIND_WORDS[payment.kind] ?? "Ödeme";
  return `${what} – ${subject.boatName}, ${trDay(reservation.startDate)}–${trDay(reservation.endDate)}, ${reservation.code}`;
}

/** The sales invoice of a payment: one detail (the payment), its price VAT included. */
export function salesInvoiceLines(subject: InvoiceSubject, vatPercent: number): SalesInvoiceInput["lines"] {
  return [
    {
      description: `Tekne kiralama (${invoiceDescription(subject)})`,
      grossMinor: subject.payment.amount,
      vatPercent,
    },
  ];
}

const PLATFORMS: Record<string, string> = { paytr: "PayTR", iyzico: "iyzico" };

/**
 * The internet-sale block of a reservation made on the site: how the guest paid (a card through PayTR or iyzico is a
 * payment intermediary, ODEMEARACISI, named as the platform; a bank transfer EFT/HAVALE; a card at the base's POS
 * KREDIKARTI/BANKAKARTI; cash at the base KAPIDAODEME, paid on delivery: Paraşüt takes no other type), on which day. A
 * reservation staff entered was not an internet sale: no block.
 */
export function internetSale(subject: InvoiceSubject, siteUrl: string): InternetSale | undefined {
  const { payment, reservation } = subject;
  if (reservation.source !== "website") return undefined;
  const paymentDate = todayIn("Europe/Istanbul", payment.paidAt);
  if (payment.provider) {
    return {
      url: siteUrl,
      paymentType: "ODEMEARACISI",
      paymentPlatform: PLATFORMS[payment.provider] ?? payment.provider,
      paymentDate,
    };
  }
  if (payment.method === "bank_transfer") {
    return { url: siteUrl, paymentType: "EFT/HAVALE", paymentPlatform: "Banka havalesi / EFT", paymentDate };
  }
  if (payment.method === "card") {
    return { url: siteUrl, paymentType: "KREDIKARTI/BANKAKARTI", paymentPlatform: "POS", paymentDate };
  }
  return { url: siteUrl, paymentType: "KAPIDAODEME", paymentPlatform: "Nakit", paymentDate };
}
