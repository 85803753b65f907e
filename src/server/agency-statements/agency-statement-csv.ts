import "server-only";
import { stringify } from "csv-stringify/sync";
import { STATUS_LABELS } from "@/shared/reservation-status";
import type { AgencyStatement } from "./schemas";

/** Minor units as a plain decimal (`12500.00`): a number any spreadsheet reads, whatever its language. */
const amount = (minor: number) =>
  `${minor < 0 ? "-" : ""}${Math.floor(Math.abs(minor) / 100)}.${String(Math.abs(minor) % 100).padStart(2, "0")}`;
/** A cell that starts like a formula (=, +, -, @) is prefixed with ' so a spreadsheet never runs it. */
const cell = (v: string) => (/^[=+\-@\t\r]/.test(v) ? `'${v}` : v);

/**
 * An agency's commission statement as CSV for Excel: UTF-8 with a BOM, comma separated (RFC 4180), one row per
 * booking, then one "Toplam" row per currency. No guest data: the agency's reference names the booking for it.
 */
export function agencyStatementCsv(statement: AgencyStatement): string {
  const rows = statement.lines.map((l) => [
    cell(l.code),
    cell(l.partner_reference ?? ""),
    cell(l.boat_name),
    l.start_date,
    l.end_date,
    STATUS_LABELS[l.status],
    l.currency,
    amount(l.gross),
    l.commission_percent,
    amount(l.commission),
    amount(l.net),
    amount(l.paid),
    amount(l.open),
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
    "",
    amount(t.commission),
    amount(t.net),
    amount(t.paid),
    amount(t.open),
  ]);
  const csv = stringify([...rows, ...totals], {
    header: true,
    columns: [
      "Rezervasyon kodu",
      "Acente referansı",
      "Tekne",
      "Giriş",
      "Çıkış",
      "Durum",
      "Para birimi",
      "Brüt",
      "Komisyon oranı (%)",
      "Komisyon",
      "Net",
      "Acentenin ödediği",
      "Kalan",
    ],
    record_delimiter: "\r\n",
  });
  return `\uFEFF${csv}`;
}
