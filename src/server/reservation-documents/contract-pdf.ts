import "server-only";
import { diffDays } from "../../lib/dates";
import { formatDateTime, formatDayLong } from "../../lib/locale-format";
import { formatMoney } from "../../lib/money";
import type { ContractVariableName } from "@/shared/reservation-documents";
import { renderTemplate } from "@/shared/render-template";
import { createPdfDocument } from "../pdf/create-pdf-document";
import { CONTRACT_LABELS, DOCUMENT_LABELS } from "./document-labels";
import { companyContact } from "./document-notes";
import type { DocumentData } from "./load-document-data";

/** The values of the contract template's `{{variables}}` for one reservation. */
export function contractVars(data: DocumentData): Record<ContractVariableName, string> {
  const r = data.reservation;
  const money = (minor: number) => formatMoney(minor, r.currency, { decimals: true, locale: r.locale });
  return {
    company_name: data.company.name,
    company_address: data.company.address,
    customer_name: r.customerName,
    code: r.code,
    boat_name: data.boat.name,
    marina_name: data.boat.marina,
    start_date: formatDayLong(r.startDate, r.locale),
    end_date: formatDayLong(r.endDate, r.locale),
    days: String(diffDays(r.startDate, r.endDate)),
    check_in_time: data.boat.checkInTime,
    check_out_time: data.boat.checkOutTime,
    guests: String(r.guests),
    total: money(r.total),
    deposit: money(r.deposit),
  };
}

/**
 * The charter contract of a reservation as an A4 PDF, issued at `issuedAt`: parties, boat, dates and times, then the
 * template's terms. What it prints comes from its arguments alone (the document cache relies on it).
 */
export async function contractPdf(data: DocumentData, template: string, issuedAt: Date): Promise<Uint8Array> {
  const r = data.reservation;
  const vars = contractVars(data);
  const L = CONTRACT_LABELS[r.locale];
  const D = DOCUMENT_LABELS[r.locale];
  const doc = await createPdfDocument({
    title: `${L.title} — ${r.code}`,
    company: { name: data.company.name, contact: companyContact(data.company) },
    createdAt: issuedAt,
  });
  doc.heading(L.title);
  const notice = r.status === "cancelled" ? D.voidCancelled : r.status === "expired" ? D.voidExpired : null;
  if (notice) doc.text(notice, { size: 11 }).spacer(4);
  doc.keyValues([
    [L.number, r.code],
    [D.issued, formatDateTime(issuedAt, r.locale)],
  ]);
  doc.heading(L.parties, 12).keyValues([
    [
      L.lessor,
      [data.company.name, data.company.address, data.company.phone, data.company.email].filter(Boolean).join(", "),
    ],
    [L.lessee, [r.customerName, r.customerEmail, r.customerPhone].join(", ")],
  ]);
  doc.heading(L.boatAndCharter, 12).keyValues([
    [D.boat, data.boat.name],
    [L.port, `${data.boat.marina} (${data.boat.place})`],
    [D.checkIn, L.at(vars.start_date, vars.check_in_time)],
    [D.checkOut, L.at(vars.end_date, vars.check_out_time)],
    [D.length, D.days(Number(vars.days))],
    [D.guests, D.guestCount(r.guests)],
    [L.total, vars.total],
    [L.deposit, vars.deposit],
    ...(data.boat.securityDeposit !== null
      ? ([
          [
            L.securityDeposit,
            formatMoney(data.boat.securityDeposit.amount, data.boat.securityDeposit.currency, {
              decimals: true,
              locale: r.locale,
            }),
          ],
        ] as [string, string][])
      : []),
  ]);
  doc.heading(L.terms, 12);
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
    [L.lessor, `${data.company.name}  —  ${L.signature}: ____________________`],
    [L.lessee, `${r.customerName}  —  ${L.signature}: ____________________`],
  ]);
  return doc.save();
}
