import "server-only";
import { clock } from "../../lib/clock";
import { diffDays, formatDateTimeTr } from "../../lib/dates";
import { formatMoney } from "../../lib/money";
import { formatDayLongTr } from "../../lib/turkish-calendar";
import type { ContractVariableName } from "@/shared/reservation-documents";
import { renderTemplate } from "@/shared/render-template";
import { createPdfDocument } from "../pdf/create-pdf-document";
import { companyContact, voidNotice } from "./document-notes";
import type { DocumentData } from "./load-document-data";

/** The values of the contract template's `{{variables}}` for one reservation. */
export function contractVars(data: DocumentData): Record<ContractVariableName, string> {
  const r = data.reservation;
  const money = (minor: number) => formatMoney(minor, r.currency, { decimals: true });
  return {
    company_name: data.company.name,
    company_address: data.company.address,
    customer_name: r.customerName,
    code: r.code,
    boat_name: data.boat.name,
    marina_name: data.boat.marina,
    start_date: formatDayLongTr(r.startDate),
    end_date: formatDayLongTr(r.endDate),
    days: String(diffDays(r.startDate, r.endDate)),
    check_in_time: data.boat.checkInTime,
    check_out_time: data.boat.checkOutTime,
    guests: String(r.guests),
    total: money(r.total),
    deposit: money(r.deposit),
  };
}

/** The charter contract of a reservation as an A4 PDF: parties, boat, dates and times, then the template's terms. */
export async function contractPdf(data: DocumentData, template: string): Promise<Uint8Array> {
  const r = data.reservation;
  const vars = contractVars(data);
  const doc = await createPdfDocument({
    title: `Kiralama Sözleşmesi — ${r.code}`,
    company: { name: data.company.name, contact: companyContact(data.company) },
  });
  doc.heading("Kiralama Sözleşmesi");
  const notice = voidNotice(r.status);
  if (notice) doc.text(notice, { size: 11 }).spacer(4);
  doc.keyValues([
    ["Sözleşme no", r.code],
    ["Düzenlenme", formatDateTimeTr(clock.now())],
  ]);
  doc.heading("Taraflar", 12).keyValues([
    [
      "Kiraya veren",
      [data.company.name, data.company.address, data.company.phone, data.company.email].filter(Boolean).join(", "),
    ],
    ["Kiracı", [r.customerName, r.customerEmail, r.customerPhone].join(", ")],
  ]);
  doc.heading("Tekne ve kiralama", 12).keyValues([
    ["Tekne", data.boat.name],
    ["Liman (teslim ve iade)", `${data.boat.marina} (${data.boat.place})`],
    ["Giriş", `${vars.start_date}, saat ${vars.check_in_time}`],
    ["Çıkış", `${vars.end_date}, saat ${vars.check_out_time}`],
    ["Süre", `${vars.days} gün`],
    ["Kişi sayısı", `${r.guests} kişi`],
    ["Toplam kira bedeli", vars.total],
    ["Kapora", vars.deposit],
  ]);
  doc.heading("Sözleşme koşulları", 12);
  // Plain text: no escaping (nothing is HTML here); every name is raw.
  const terms = renderTemplate(template, vars, Object.keys(vars));
  for (const paragraph of terms.split(/\n\s*\n/)) {
    // A short first line above more text ("1. Konu") is the paragraph's title.
    const [first = "", ...rest] = paragraph.trim().split("\n");
    if (rest.length > 0 && first.length <= 80) doc.heading(first.trim(), 10).text(rest.join("\n"));
    else doc.text(paragraph.trim());
    doc.spacer(4);
  }
  doc.spacer(16).keyValues([
    ["Kiraya veren", `${data.company.name}  —  İmza: ____________________`],
    ["Kiracı", `${r.customerName}  —  İmza: ____________________`],
  ]);
  return doc.save();
}
