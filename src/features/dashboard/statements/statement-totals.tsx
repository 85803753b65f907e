"use client";

import type { Currency } from "@/lib/money";
import { money } from "../format";

/** A figure of a currency's total: its label, its amount, and whether it is the one that matters (bold). */
export type TotalFigure<T> = [label: string, amount: (t: T) => number, bold?: boolean];

/** A statement's totals: a card per currency with its reservation count and figures. */
export function StatementTotals<T extends { currency: Currency; count: number }>({
  totals,
  figures,
}: {
  totals: T[];
  figures: TotalFigure<T>[];
}) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {totals.map((t) => (
        <li
          key={t.currency}
          className="rounded-lg border border-slate-200 bg-white p-4 text-sm dark:border-slate-700 dark:bg-slate-900"
          data-testid={`statement-total-${t.currency}`}
        >
          <p className="font-semibold">
            {t.currency} · {t.count} rezervasyon
          </p>
          <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1">
            {figures.map(([label, amount, bold]) => [
              <dt key={`${label}-dt`} className={bold ? "font-semibold" : "text-slate-600 dark:text-slate-400"}>
                {label}
              </dt>,
              <dd key={`${label}-dd`} className={bold ? "text-right font-semibold" : "text-right"}>
                {money(amount(t), t.currency)}
              </dd>,
            ])}
          </dl>
        </li>
      ))}
    </ul>
  );
}
