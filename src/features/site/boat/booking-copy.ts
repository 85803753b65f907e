import { percentTr } from "@/lib/deposit-copy";

/** The booking panel's sentences that name the deposit rate (the quote's rate, or the `deposit_percent` setting). */
export const bookingCopy = {
  depositRow: (percent: number) => `Ön ödeme (${percentTr(percent)})`,
  formNote: (percent: number) =>
    `Talebiniz tarihleri sizin için opsiyonlar; ${percentTr(percent)} ön ödeme ile rezervasyonunuz kesinleşir.`,
};
