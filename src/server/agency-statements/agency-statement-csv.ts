import "server-only";
import { STATUS_LABELS } from "@/shared/reservation-status";
import { csvAmount as amount, csvText, monthStatementCsv, totalLabel } from "../statements/month-statement-csv";
import type { AgencyStatement } from "./schemas";

/**
 * An agency's commission statement as CSV for Excel: one row per booking, then one "Toplam" row per currency.
 * No guest data: the agency's reference names the booking for it.
 */
export function agencyStatementCsv(statement: AgencyStatement): string {
  return monthStatementCsv<AgencyStatement["lines"][number], AgencyStatement["totals"][number]>(
    [
      { header: "Rezervasyon kodu", line: (l) => csvText(l.code), total: totalLabel },
      { header: "Acente referansı", line: (l) => csvText(l.partner_reference ?? "") },
      { header: "Tekne", line: (l) => csvText(l.boat_name) },
      { header: "Giriş", line: (l) => l.start_date },
      { header: "Çıkış", line: (l) => l.end_date },
      { header: "Durum", line: (l) => STATUS_LABELS[l.status] },
      { header: "Para birimi", line: (l) => l.currency, total: (t) => t.currency },
      { header: "Brüt", line: (l) => amount(l.gross), total: (t) => amount(t.gross) },
      { header: "Komisyon oranı (%)", line: (l) => l.commission_percent },
      { header: "Komisyon", line: (l) => amount(l.commission), total: (t) => amount(t.commission) },
      { header: "Net", line: (l) => amount(l.net), total: (t) => amount(t.net) },
      { header: "Acentenin ödediği", line: (l) => amount(l.paid), total: (t) => amount(t.paid) },
      { header: "Kalan", line: (l) => amount(l.open), total: (t) => amount(t.open) },
    ],
    statement.lines,
    statement.totals,
  );
}
