import "server-only";
import { STATUS_LABELS } from "@/shared/reservation-status";
import { csvAmount as amount, csvText, monthStatementCsv, totalLabel } from "./month-statement-csv";
import type { Statement } from "./schemas";

/**
 * A statement as CSV for Excel: one row per reservation, then one "Toplam" row per currency. No guest contact
 * data, like the statement itself.
 */
export function statementCsv(statement: Statement): string {
  return monthStatementCsv<Statement["lines"][number], Statement["totals"][number]>(
    [
      { header: "Rezervasyon kodu", line: (l) => csvText(l.code), total: totalLabel },
      { header: "Tekne", line: (l) => csvText(l.boat_name) },
      { header: "Giriş", line: (l) => l.start_date },
      { header: "Çıkış", line: (l) => l.end_date },
      { header: "Misafir sayısı", line: (l) => String(l.guests) },
      { header: "Durum", line: (l) => STATUS_LABELS[l.status] },
      { header: "Para birimi", line: (l) => l.currency, total: (t) => t.currency },
      { header: "Brüt", line: (l) => amount(l.gross), total: (t) => amount(t.gross) },
      { header: "Tahsil edilen", line: (l) => amount(l.paid), total: (t) => amount(t.paid) },
      { header: "Komisyon oranı (%)", line: (l) => l.commission_percent },
      { header: "Komisyon", line: (l) => amount(l.commission), total: (t) => amount(t.commission) },
      { header: "Net ödenecek", line: (l) => amount(l.net), total: (t) => amount(t.net) },
    ],
    statement.lines,
    statement.totals,
  );
}
