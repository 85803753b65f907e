import "server-only";
import { formatMonthTr, formatDateTimeTr } from "../../lib/turkish-calendar";
import { type Currency, formatMoney } from "../../lib/money";
import { clock } from "../../lib/clock";
import type { DbOrTx } from "../db/client";
import { createPdfDocument, type PdfColumn } from "../pdf/create-pdf-document";
import { getCompanyDetails } from "../pdf/get-company-details";

export const pdfMoney = (minor: number, currency: Currency) => formatMoney(minor, currency, { decimals: true });
export const pdfPercent = (p: string) => `%${p.replace(".", ",")}`;

/** A table column with the text of its cell in a row. */
export type StatementPdfColumn<R> = PdfColumn & { cell: (row: R) => string };

/** A right-aligned column of the row's amount `key` in the row's currency. */
export const moneyColumn = <K extends string>(
  header: string,
  width: number,
  key: K,
): StatementPdfColumn<{ currency: Currency } & Record<K, number>> => ({
  header,
  width,
  align: "right",
  cell: (r) => pdfMoney(r[key], r.currency),
});

type MonthStatementPdf<L, T> = {
  /** "Hesap Dökümü", "Komisyon Dökümü". */
  title: string;
  /** Whose statement: its label and name. */
  party: [label: string, name: string];
  /** `YYYY-MM`. */
  month: string;
  /** Which reservations it holds, in a sentence. */
  scope: string;
  /** The sentence in place of the tables when the month has no line. */
  empty: string;
  lines: { columns: StatementPdfColumn<L>[]; rows: L[] };
  totals: { columns: StatementPdfColumn<T>[]; rows: T[] };
};

/** A month's statement as an A4 landscape PDF: whose and which month, a row per reservation, totals per currency. */
export async function monthStatementPdf<L, T>(db: DbOrTx, spec: MonthStatementPdf<L, T>): Promise<Uint8Array> {
  const month = formatMonthTr(spec.month);
  const doc = await createPdfDocument({
    title: `${spec.title} — ${spec.party[1]} — ${month}`,
    company: await getCompanyDetails(db),
    orientation: "landscape",
  });
  doc
    .heading(spec.title)
    .keyValues([spec.party, ["Dönem", month], ["Düzenlenme", formatDateTimeTr(clock.now())], ["Kapsam", spec.scope]]);
  if (spec.lines.rows.length === 0) {
    doc.text(spec.empty);
    return doc.save();
  }
  const table = <R>({ columns, rows }: { columns: StatementPdfColumn<R>[]; rows: R[] }) =>
    [columns.map(({ cell: _cell, ...column }) => column), rows.map((row) => columns.map((c) => c.cell(row)))] as const;
  doc.table(...table(spec.lines));
  doc.heading("Toplamlar", 12).table(...table(spec.totals));
  return doc.save();
}
