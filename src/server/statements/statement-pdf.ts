import "server-only";
import { formatDayTr } from "../../lib/turkish-calendar";
import type { DbOrTx } from "../db/client";
import { monthStatementPdf, moneyColumn, pdfPercent } from "./month-statement-pdf";
import type { Statement } from "./schemas";

/** A statement as an A4 landscape PDF: owner and month, one row per reservation, totals per currency. */
export function statementPdf(db: DbOrTx, statement: Statement): Promise<Uint8Array> {
  return monthStatementPdf(db, {
    title: "Hesap Dökümü",
    party: ["Tekne sahibi", statement.owner.name],
    month: statement.month,
    scope: "Girişi bu ayda olan onaylı ve tamamlanmış rezervasyonlar; tutarlar rezervasyonun para biriminde.",
    empty: "Bu dönemde hesap dökümüne giren rezervasyon yok.",
    lines: {
      rows: statement.lines,
      columns: [
        { header: "Kod", width: 9, cell: (l) => l.code },
        { header: "Tekne", width: 14, cell: (l) => l.boat_name },
        { header: "Giriş", width: 9, cell: (l) => formatDayTr(l.start_date) },
        { header: "Çıkış", width: 9, cell: (l) => formatDayTr(l.end_date) },
        { header: "Misafir", width: 6, align: "right", cell: (l) => String(l.guests) },
        moneyColumn("Brüt", 11, "gross"),
        moneyColumn("Tahsil edilen", 11, "paid"),
        { header: "Komisyon oranı", width: 8, align: "right", cell: (l) => pdfPercent(l.commission_percent) },
        moneyColumn("Komisyon", 11, "commission"),
        moneyColumn("Net ödenecek", 12, "net"),
      ],
    },
    totals: {
      rows: statement.totals,
      columns: [
        { header: "Para birimi", width: 10, cell: (t) => t.currency },
        { header: "Rezervasyon", width: 10, align: "right", cell: (t) => String(t.count) },
        moneyColumn("Brüt", 14, "gross"),
        moneyColumn("Tahsil edilen", 14, "paid"),
        moneyColumn("Komisyon", 14, "commission"),
        moneyColumn("Net ödenecek", 14, "net"),
      ],
    },
  });
}
