import "server-only";
import { formatDayTr, formatMonthTr, formatDateTimeTr } from "../../lib/turkish-calendar";
import { type Currency, formatMoney } from "../../lib/money";
import { clock } from "../../lib/clock";
import type { DbOrTx } from "../db/client";
import { createPdfDocument } from "../pdf/create-pdf-document";
import { getCompanyDetails } from "../pdf/get-company-details";
import type { AgencyStatement } from "./schemas";

const money = (minor: number, currency: Currency) => formatMoney(minor, currency, { decimals: true });
const percent = (p: string) => `%${p.replace(".", ",")}`;

/** An agency's commission statement as an A4 landscape PDF: agency and month, a row per booking, totals per currency. */
export async function agencyStatementPdf(db: DbOrTx, statement: AgencyStatement): Promise<Uint8Array> {
  const month = formatMonthTr(statement.month);
  const doc = await createPdfDocument({
    title: `Komisyon Dökümü — ${statement.agency.name} — ${month}`,
    company: await getCompanyDetails(db),
    orientation: "landscape",
  });
  doc.heading("Komisyon Dökümü").keyValues([
    ["Acente", statement.agency.name],
    ["Dönem", month],
    ["Düzenlenme", formatDateTimeTr(clock.now())],
    [
      "Kapsam",
      "Girişi bu ayda olan onaylı ve tamamlanmış acente rezervasyonları; komisyon rezervasyonda dondurulan oranla, tutarlar rezervasyonun para biriminde.",
    ],
  ]);
  if (statement.lines.length === 0) {
    doc.text("Bu dönemde komisyon dökümüne giren rezervasyon yok.");
    return doc.save();
  }
  doc.table(
    [
      { header: "Kod", width: 9 },
      { header: "Acente ref.", width: 10 },
      { header: "Tekne", width: 12 },
      { header: "Giriş", width: 8 },
      { header: "Çıkış", width: 8 },
      { header: "Brüt", width: 10, align: "right" },
      { header: "Oran", width: 6, align: "right" },
      { header: "Komisyon", width: 10, align: "right" },
      { header: "Net", width: 10, align: "right" },
      { header: "Ödenen", width: 10, align: "right" },
      { header: "Kalan", width: 10, align: "right" },
    ],
    statement.lines.map((l) => [
      l.code,
      l.partner_reference ?? "—",
      l.boat_name,
      formatDayTr(l.start_date),
      formatDayTr(l.end_date),
      money(l.gross, l.currency),
      percent(l.commission_percent),
      money(l.commission, l.currency),
      money(l.net, l.currency),
      money(l.paid, l.currency),
      money(l.open, l.currency),
    ]),
  );
  doc.heading("Toplamlar", 12).table(
    [
      { header: "Para birimi", width: 9 },
      { header: "Rezervasyon", width: 9, align: "right" },
      { header: "Brüt", width: 13, align: "right" },
      { header: "Komisyon", width: 13, align: "right" },
      { header: "Net", width: 13, align: "right" },
      { header: "Ödenen", width: 13, align: "right" },
      { header: "Kalan", width: 13, align: "right" },
    ],
    statement.totals.map((t) => [
      t.currency,
      String(t.count),
      money(t.gross, t.currency),
      money(t.commission, t.currency),
      money(t.net, t.currency),
      money(t.paid, t.currency),
      money(t.open, t.currency),
    ]),
  );
  return doc.save();
}
