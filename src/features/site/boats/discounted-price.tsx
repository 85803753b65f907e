/**
 * A starting price with the best current discount (issue 15): the old price struck through (named "Eski fiyat"
 * for screen readers), the discounted one, and the "%N indirim" badge. Without a discount, just the price.
 */
import { useTranslations } from "next-intl";
import { discountedAmount } from "@/lib/extras-copy";
import type { Currency } from "@/lib/money";
import { Price } from "../currency/price";

export function DiscountBadge({ percent, className = "" }: { percent: number; className?: string }) {
  const t = useTranslations("CardPrice");
  return (
    <span
      className={`rounded-full bg-rose-700 px-2.5 py-1 text-xs font-semibold text-white ${className}`}
      data-discount-badge=""
    >
      {t("badge", { percent })}
    </span>
  );
}

export function DiscountedPrice({
  amount,
  currency,
  percent,
}: {
  amount: number;
  currency: Currency;
  percent: number | null;
}) {
  const t = useTranslations("CardPrice");
  if (!percent) return <Price amount={amount} currency={currency} />;
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-2" data-discounted-price="">
      <s className="text-sm font-normal text-slate-600 dark:text-slate-400">
        <span className="sr-only">{t("old")}</span>
        <Price amount={amount} currency={currency} />
      </s>
      <span>
        <span className="sr-only">{t("discounted")}</span>
        <Price amount={discountedAmount(amount, percent)} currency={currency} />
      </span>
    </span>
  );
}
