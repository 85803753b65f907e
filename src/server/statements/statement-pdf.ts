import "server-only";
import { formatDayTr } from "../../lib/turkish-calendar";
import type { DbOrTx } from "../db/client";
import { monthStatementPdf, pdfMoney as money, pdfPercent } from "./month-statement-pdf";
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
        { header: "Brüt", width: 11, align: "right", cell: (l) => money(l.gross, l.currency) },
        { header: "Tahsil edilen", width: 11, align: "right", cell: (l) => money(l.paid, l.currency) },
        { header: "Komisyon oranı", width: 8, align: "right", cell: (l) => pdfPercent(l.commission_percent) },
        { header: "Komisyon", width: 11, align: "right", cell: (l) => money(l.commission, l.currency) },
        { header: "Net ödenecek", width: 12, align: "right", cell: (l) => money(l.net, l.currency) },
      ],
    },
    totals: {
      rows: statement.totals,
      columns: [
        { header: "Para birimi", width: 10, cell: (t) => t.currency },
        { header: "Rezervasyon", width: 10, align: "right", cell: (t) => String(t.count) },
        { header: "Brüt", width: 14, align: "right", cell: (t) => money(t.gross, t.currency) },
        { header: "Tahsil edilen", width: 14, align: "right", cell: (t) => money(t.paid, t.currency) },
        { header: "Komisyon", width: 14, align: "right", cell: (t) => money(t.commission, t.currency) },
        { header: "Net ödenecek", width: 14, align: "right", cell: (t) => money(t.net, t.currency) },
      ],
    },
  });
}
