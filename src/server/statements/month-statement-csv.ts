import "server-only";
import { stringify } from "csv-stringify/sync";

/** Minor units as a plain decimal (`12500.00`): a number any spreadsheet reads, whatever its language. */
export const csvAmount = (minor: number) =>
  `${minor < 0 ? "-" : ""}${Math.floor(Math.abs(minor) / 100)}.${String(Math.abs(minor) % 100).padStart(2, "0")}`;
/** A cell that starts like a formula (=, +, -, @) is prefixed with ' so a spreadsheet never runs it. */
export const csvText = (v: string) => (/^[=+\-@\t\r]/.test(v) ? `'${v}` : v);

/** A column: its header, its cell in a line, and in a currency's total row (empty when absent). */
export type StatementCsvColumn<L, T> = { header: string; line: (l: L) => string; total?: (t: T) => string };

/**
 * A month's statement as CSV for Excel: UTF-8 with a BOM (Turkish letters show), comma separated (RFC 4180), a
 * header row, one row per line, then one total row per currency.
 */
export function monthStatementCsv<L, T>(columns: StatementCsvColumn<L, T>[], lines: L[], totals: T[]): string {
  const csv = stringify(
    [...lines.map((l) => columns.map((c) => c.line(l))), ...totals.map((t) => columns.map((c) => c.total?.(t) ?? ""))],
    { header: true, columns: columns.map((c) => c.header), record_delimiter: "\r\n" },
  );
  return `\uFEFF${csv}`;
}

/** The first cell of a currency's total row. */
export const totalLabel = (t: { count: number }) => `Toplam (${t.count} rezervasyon)`;
