"use client";

import { useLocale } from "next-intl";
import { isLocale } from "@/i18n/locales";
import { type Currency, convert, DISPLAY_CURRENCIES, formatMoney } from "@/lib/money";
import { useDisplayCurrency } from "./currency-store";
import { useRates } from "./rates-context";

/** Converts an amount (minor units) into the visitor's display currency with the admin's rates. */
export function useDisplayMoney() {
  const display = useDisplayCurrency();
  const current = useLocale();
  const locale = isLocale(current) ? current : "tr";
  const rates = useRates();
  const target = DISPLAY_CURRENCIES[display];
  return (amount: number, currency: Currency, options?: { decimals?: boolean }) => {
    if (!rates || currency === target) return formatMoney(amount, currency, { locale, ...options });
    return formatMoney(convert(amount, currency, target, rates), target, { decimals: false, locale, ...options });
  };
}

/** A price shown in the chosen display currency (spec §1: every price follows the header's currency). */
export function Price({
  amount,
  currency,
  decimals,
  className,
}: {
  amount: number;
  currency: Currency;
  decimals?: boolean;
  className?: string;
}) {
  const format = useDisplayMoney();
  return (
    <span className={className} data-price="">
      {format(amount, currency, decimals === undefined ? undefined : { decimals })}
    </span>
  );
}
