"use client";

/**
 * The itemised quote of the booking panel (issue 15): the charter, the discount, each extra (those paid at the
 * base marked), then the total, the deposit, the balance and what is paid at the base — in the visitor's display
 * currency, with the boat's own currency beside when they differ (lines converted at the quote's rates).
 */
import { useTranslations } from "next-intl";
import { formatDay } from "@/lib/locale-format";
import type { z } from "zod";

import { type Currency, convert, DISPLAY_CURRENCIES, formatMoney } from "@/lib/money";
import type { quoteSchema } from "@/shared/pricing";
import { useDisplayCurrency } from "../currency/currency-store";
import { useSiteLocale } from "./use-site-locale";
import { lineLabelIn } from "@/shared/pricing-lines";
import { rateText } from "./booking-copy";

export type Quote = z.infer<typeof quoteSchema>;

function Row({
  label,
  amount,
  own,
  name,
  className = "",
}: {
  label: React.ReactNode;
  amount: string;
  own: string | null;
  name?: string;
  className?: string;
}) {
  return (
    <div className={`flex justify-between gap-4 ${className}`}>
      <dt>{label}</dt>
      <dd className="text-right whitespace-nowrap" data-amount={name}>
        {amount}
        {own && <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">{own}</span>}
      </dd>
    </div>
  );
}

export function QuoteBreakdown({ quote, start, end }: { quote: Quote; start: string; end: string }) {
  const t = useTranslations("BoatQuote");
  const locale = useSiteLocale();
  const display: Currency = DISPLAY_CURRENCIES[useDisplayCurrency()];
  const same = display === quote.currency;
  const show = (amount: number, converted?: number) => {
    const own = formatMoney(amount, quote.currency, { locale });
    if (same) return { amount: own, own: null };
    const value = converted ?? convert(amount, quote.currency, display, quote.rates);
    return { amount: formatMoney(value, display, { locale }), own };
  };
  const converted = quote.converted[display];
  const lines = quote.lines;
  const dueAtBase = quote.due_at_base;
  // How a line was counted: `4 people × 7 days`, `7 days`; empty when once (booking, APA).
  const quantityText = (line: Quote["lines"][number]) => {
    switch (line.unit) {
      case "day":
        return t("qtyDays", { count: line.quantity });
      case "person":
        return t("qtyPersons", { count: line.quantity });
      case "person_day":
        return quote.guests * quote.day_count === line.quantity
          ? t("qtyPersonDays", { guests: quote.guests, days: quote.day_count })
          : t("qtyPersonDaysTotal", { count: line.quantity });
      default:
        return line.quantity > 1 ? t("qtyPieces", { count: line.quantity }) : "";
    }
  };
  return (
    // Two lists, not one: a `dl` may hold its term/description pairs each in one `div`, never a group of them.
    <div className="space-y-2 text-sm" data-testid="quote">
      <p>{t("stay", { start: formatDay(start, locale), end: formatDay(end, locale), count: quote.day_count })}</p>
      {lines.length > 1 && (
        <dl className="space-y-1.5 border-b border-slate-200 pb-2 dark:border-slate-800" data-testid="quote-lines">
          {lines.map((line, i) => {
            const quantity = quantityText(line);
            return (
              <Row
                key={`${line.kind}-${line.extra_id ?? i}`}
                label={
                  <>
                    {lineLabelIn(line, locale)}
                    {quantity && <span className="text-slate-600 dark:text-slate-400"> ({quantity})</span>}
                    {line.payable === "base" && (
                      <span className="block text-xs text-slate-600 dark:text-slate-400">{t("payableBase")}</span>
                    )}
                  </>
                }
                {...show(line.amount)}
                className={line.kind === "discount" ? "text-emerald-700 dark:text-emerald-300" : ""}
              />
            );
          })}
        </dl>
      )}
      <dl className="space-y-2">
        <Row label={t("total")} name="total" {...show(quote.total, converted.total)} className="font-medium" />
        <Row
          label={t("deposit", { rate: rateText(quote.deposit_percent, locale) })}
          name="deposit"
          {...show(quote.deposit, converted.deposit)}
          className="font-semibold text-sea-700 dark:text-sky-300"
        />
        <Row label={t("balance")} name="balance" {...show(quote.balance, converted.balance)} />
        {dueAtBase > 0 && <Row label={t("dueAtBase")} name="due_at_base" {...show(dueAtBase, converted.due_at_base)} />}
      </dl>
    </div>
  );
}
