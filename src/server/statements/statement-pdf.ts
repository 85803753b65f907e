import "server-only";
import { formatDayTr, formatMonthTr, formatDateTimeTr } from "../../lib/turkish-calendar";
import { type Currency, formatMoney } from "../../lib/money";
import { clock } from "../../lib/clock";
import type { DbOrTx } from "../db/client";
import { createPdfDocument } from "../pdf/create-pdf-document";
import { getCompanyDetails } from "../pdf/get-company-details";
import type { Statement } from "./schemas";

const money = (minor: number, currency: Currency) => formatMoney(minor, currency, { decimals: true });
const percent = (p: string) => `%${p.replace(".", ",")}`;

/** A statement as an A4 landscape PDF: owner and month, one row per reservation, totals per currency. */
export async function statementPdf(db: DbOrTx, statement: Statement): Promise<Uint8Array> {
  const month = formatMonthTr(statement.month);
  const doc = await createPdfDocument({
    title: `Hesap Dökümü — ${statement.owner.name} — ${month}`,
    company: await getCompanyDetails(db),
    orientation: "landscape",
  });
  doc.heading("Hesap Dökümü").keyValues([
    ["Tekne sahibi", statement.owner.name],
    ["Dönem", month],
    ["Düzenlenme", formatDateTimeTr(clock.now())],
    ["Kapsam", "Girişi bu ayda olan onaylı ve tamamlanmış rezervasyonlar; tutarlar rezervasyonun para biriminde."],
  ]);
  if (statement.lines.length === 0) {
    doc.text("Bu dönemde hesap dökümüne giren rezervasyon yok.");
    return doc.save();
  }
  doc.table(
    [
      { header: "Kod", width: 9 },
      { header: "Tekne", width: 14 },
      { header: "Giriş", width: 9 },
      { header: "Çıkış", width: 9 },
      { header: "Misafir", width: 6, align: "right" },
      { header: "Brüt", width: 11, align: "right" },
      { header: "Tahsil edilen", width: 11, align: "right" },
      { header: "Komisyon oranı", width: 8, align: "right" },
      { header: "Komisyon", width: 11, align: "right" },
      { header: "Net ödenecek", width: 12, align: "right" },
    ],
    statement.lines.map((l) => [
      l.code,
      l.boat_name,
      formatDayTr(l.start_date),
      formatDayTr(l.end_date),
      String(l.guests),
      money(l.gross, l.currency),
      money(l.paid, l.currency),
      percent(l.commission_percent),
      money(l.commission, l.currency),
      money(l.net, l.currency),
    ]),
  );
  doc.heading("Toplamlar", 12).table(
    [
      { header: "Para birimi", width: 10 },
      { header: "Rezervasyon", width: 10, align: "right" },
      { header: "Brüt", width: 14, align: "right" },
      { header: "Tahsil edilen", width: 14, align: "right" },
      { header: "Komisyon", width: 14, align: "right" },
      { header: "Net ödenecek", width: 14, align: "right" },
    ],
    statement.totals.map((t) => [
      t.currency,
      String(t.count),
      money(t.gross, t.currency),
      money(t.paid, t.currency),
      money(t.commission, t.currency),
      money(t.net, t.currency),
    ]),
  );
  return doc.save();
}
