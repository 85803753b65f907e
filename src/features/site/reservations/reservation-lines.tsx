"use client";

/**
 * The frozen lines of a reservation on /enquire (issue 15): the charter, the discount and each extra as they were
 * priced when it was made, and what is paid at the base. Amounts in the reservation's currency, the visitor's
 * display currency beside when it differs.
 */
import { useLocale, useTranslations } from "next-intl";
import { isLocale } from "@/i18n/locales";
import type { PriceLine } from "@/lib/extras-copy";
import { type Currency, formatMoney } from "@/lib/money";
import { useDisplayMoney } from "../currency/price";
import { lineLabelIn } from "@/shared/pricing-lines";

export function ReservationLines({
  reservation: r,
}: {
  reservation: { code: string; currency: Currency; lines?: PriceLine[]; due_at_base?: number };
}) {
  const t = useTranslations("ReservationLines");
  const current = useLocale();
  const locale = isLocale(current) ? current : "tr";
  const display = useDisplayMoney();
  const lines = r.lines ?? [];
  if (lines.length === 0) return null;
  const money = (amount: number) => {
    const own = formatMoney(amount, r.currency, { locale });
    const shown = display(amount, r.currency);
    return shown === own ? own : `${own} (≈ ${shown})`;
  };
  const dueAtBase = r.due_at_base ?? 0;
  return (
    <section aria-labelledby={`lines-${r.code}`} className="mt-4 text-sm" data-testid="reservation-lines">
      <h4 id={`lines-${r.code}`} className="font-semibold text-slate-900 dark:text-white">
        {t("title")}
      </h4>
      <dl className="mt-2 divide-y divide-slate-200 dark:divide-slate-800">
        {lines.map((line, i) => (
          <div key={line.id ?? i} className="flex justify-between gap-4 py-1.5">
            <dt>
              {lineLabelIn(line, locale)}
              {line.payable === "base" && (
                <span className="block text-xs text-slate-600 dark:text-slate-400">{t("paidAtBase")}</span>
              )}
            </dt>
            <dd className={line.kind === "discount" ? "text-emerald-700 dark:text-emerald-300" : "font-medium"}>
              {money(line.amount)}
            </dd>
          </div>
        ))}
        {dueAtBase > 0 && (
          <div className="flex justify-between gap-4 py-1.5 font-semibold">
            <dt>{t("dueAtBase")}</dt>
            <dd>{money(dueAtBase)}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
