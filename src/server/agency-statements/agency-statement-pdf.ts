import "server-only";
import { formatDayTr } from "../../lib/turkish-calendar";
import type { DbOrTx } from "../db/client";
import { monthStatementPdf, moneyColumn, pdfPercent } from "../statements/month-statement-pdf";
import type { AgencyStatement } from "./schemas";

/** An agency's commission statement as an A4 landscape PDF: agency and month, a row per booking, totals per currency. */
export function agencyStatementPdf(db: DbOrTx, statement: AgencyStatement): Promise<Uint8Array> {
  return monthStatementPdf(db, {
    title: "Komisyon Dökümü",
    party: ["Acente", statement.agency.name],
    month: statement.month,
    scope:
      "Girişi bu ayda olan onaylı ve tamamlanmış acente rezervasyonları; komisyon rezervasyonda dondurulan oranla, tutarlar rezervasyonun para biriminde.",
    empty: "Bu dönemde komisyon dökümüne giren rezervasyon yok.",
    lines: {
      rows: statement.lines,
      columns: [
        { header: "Kod", width: 9, cell: (l) => l.code },
        { header: "Acente ref.", width: 10, cell: (l) => l.partner_reference ?? "—" },
        { header: "Tekne", width: 12, cell: (l) => l.boat_name },
        { header: "Giriş", width: 8, cell: (l) => formatDayTr(l.start_date) },
        { header: "Çıkış", width: 8, cell: (l) => formatDayTr(l.end_date) },
        moneyColumn("Brüt", 10, "gross"),
        { header: "Oran", width: 6, align: "right", cell: (l) => pdfPercent(l.commission_percent) },
        moneyColumn("Komisyon", 10, "commission"),
        moneyColumn("Net", 10, "net"),
        moneyColumn("Ödenen", 10, "paid"),
        moneyColumn("Kalan", 10, "open"),
      ],
    },
    totals: {
      rows: statement.totals,
      columns: [
        { header: "Para birimi", width: 9, cell: (t) => t.currency },
        { header: "Rezervasyon", width: 9, align: "right", cell: (t) => String(t.count) },
        moneyColumn("Brüt", 13, "gross"),
        moneyColumn("Komisyon", 13, "commission"),
        moneyColumn("Net", 13, "net"),
        moneyColumn("Ödenen", 13, "paid"),
        moneyColumn("Kalan", 13, "open"),
      ],
    },
  });
}
