import "server-only";
import type { Locale } from "@/i18n/locales";
import type { Instalment } from "../plan/next-instalment";

const WORDS = {
  tr: { deposit: (p: number) => `Kapora %${p}`, full: "Ödeme", balance: "Kalan ödeme" },
  en: { deposit: (p: number) => `Deposit ${p}%`, full: "Payment", balance: "Balance" },
} as const;

/**
 * The one basket line the provider's page shows, in the guest's language: what is paid, the boat and the code, e.g.
 * "Kapora – Bavaria 46 (LMN-7K2Q9X)".
 */
export function basketLine(
  locale: Locale,
  instalment: Instalment,
  reservation: { code: string; boatName: string; total: number; deposit: number; paid: number },
): string {
  const words = WORDS[locale];
  // A deposit instalment that also covers the balance (the balance already due) is a payment in full.
  const what =
    instalment.purpose === "balance"
      ? words.balance
      : instalment.amount > reservation.deposit - reservation.paid
        ? words.full
        : words.deposit(Math.round((reservation.deposit / Math.max(reservation.total, 1)) * 100));
  return `${what} – ${reservation.boatName} (${reservation.code})`;
}
