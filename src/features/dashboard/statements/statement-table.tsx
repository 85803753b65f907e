"use client";

import { type Column, DataTable } from "@/components/ui/data-table";
import type { Currency } from "@/lib/money";
import { money } from "../format";

/** A figure of a currency's total: its label, its amount, and whether it is the one that matters (bold). */
export type TotalFigure<T> = [label: string, amount: (t: T) => number, bold?: boolean];

type Props<L, T> = {
  /** "Hesap dökümü, Temmuz 2027": the table's name. */
  caption: string;
  columns: Column<L>[];
  /** The statement, once it is read for the month shown. */
  data: { lines: L[]; totals: T[] } | undefined;
  loading: boolean;
  error: string | null;
  empty: { title: string; description: string };
  figures: TotalFigure<T>[];
};

/** A month statement's lines (a row per reservation) and its totals: a card per currency with its figures. */
export function StatementTable<L extends { code: string }, T extends { currency: Currency; count: number }>({
  caption,
  columns,
  data,
  loading,
  error,
  empty,
  figures,
}: Props<L, T>) {
  return (
    <>
      <DataTable
        caption={caption}
        columns={columns}
        rows={data?.lines}
        rowKey={(l) => l.code}
        loading={loading}
        error={error}
        emptyTitle={empty.title}
        emptyDescription={empty.description}
      />
      {data && data.totals.length > 0 ? (
        <section aria-label="Toplamlar" className="mt-5">
          <h3 className="mb-2 text-base font-semibold">Toplamlar</h3>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {data.totals.map((t) => (
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
        </section>
      ) : null}
    </>
  );
}
