import "server-only";
import { stringify } from "csv-stringify/sync";
import { STATUS_LABELS } from "@/shared/reservation-status";
import type { Statement } from "./schemas";

/** Minor units as a plain decimal (`12500.00`): a number any spreadsheet reads, whatever its language. */
const amount = (minor: number) =>
  `${minor < 0 ? "-" : ""}${Math.floor(Math.abs(minor) / 100)}.${String(Math.abs(minor) % 100).padStart(2, "0")}`;
/** A cell that starts like a formula (=, +, -, @) is prefixed with ' so a spreadsheet never runs it. */
const cell = (v: string) => (/^[=+\-@\t\r]/.test(v) ? `'${v}` : v);

/**
 * A statement as CSV for Excel: UTF-8 with a BOM (Turkish letters show), comma separated (RFC 4180), one row
 * per reservation, then one "Toplam" row per currency. No guest contact data, like the statement itself.
 */
export function statementCsv(statement: Statement): string {
  const rows = statement.lines.map((l) => [
    cell(l.code),
    cell(l.boat_name),
    l.start_date,
    l.end_date,
    String(l.guests),
    STATUS_LABELS[l.status],
    l.currency,
    amount(l.gross),
    amount(l.paid),
    l.commission_percent,
    amount(l.commission),
    amount(l.net),
  ]);
  const totals = statement.totals.map((t) => [
    `Toplam (${t.count} rezervasyon)`,
    "",
    "",
    "",
    "",
    "",
    t.currency,
    amount(t.gross),
    amount(t.paid),
    "",
    amount(t.commission),
    amount(t.net),
  ]);
  const csv = stringify([...rows, ...totals], {
    header: true,
    columns: [
      "Rezervasyon kodu",
      "Tekne",
      "Giriş",
      "Çıkış",
      "Misafir sayısı",
      "Durum",
      "Para birimi",
      "Brüt",
      "Tahsil edilen",
      "Komisyon oranı (%)",
      "Komisyon",
      "Net ödenecek",
    ],
    record_delimiter: "\r\n",
  });
  return `\uFEFF${csv}`;
}
