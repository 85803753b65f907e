import "server-only";
import { diffDays, todayIn } from "../../lib/dates";
import { formatDateTime, formatDayLong } from "../../lib/locale-format";
import { formatMoney } from "../../lib/money";
import { createPdfDocument } from "../pdf/create-pdf-document";
import type { DocumentData } from "./load-document-data";
import { DOCUMENT_LABELS } from "./document-labels";
import { companyContact } from "./document-notes";
import { paymentSchedule } from "./payment-schedule";
import { lineLabelIn } from "../../shared/pricing-lines";

/**
 * The booking confirmation / proforma of a reservation as an A4 PDF, issued at `issuedAt`. What it prints comes from
 * `data` and `issuedAt` alone (the document cache relies on it: document-version.ts).
 */
export async function confirmationPdf(data: DocumentData, issuedAt: Date): Promise<Uint8Array> {
  const r = data.reservation;
  const locale = r.locale;
  const now = issuedAt;
  const L = DOCUMENT_LABELS[locale];
  const money = (minor: number) => formatMoney(minor, r.currency, { decimals: true, locale });
  const dayLong = (day: string, weekday = false) => formatDayLong(day, locale, { weekday });
  const doc = await createPdfDocument({
    title: `${L.title} — ${r.code}`,
    company: { name: data.company.name, contact: companyContact(data.company) },
    createdAt: issuedAt,
  });
  doc.heading(L.title);
  const notice = r.status === "cancelled" ? L.voidCancelled : r.status === "expired" ? L.voidExpired : null;
  if (notice) doc.text(notice, { size: 11 }).spacer(4);
  doc.keyValues([
    [L.code, r.code],
    [L.status, L.statuses[r.status]],
    [L.issued, formatDateTime(now, locale)],
  ]);

  doc.heading(L.company, 12).keyValues(
    [
      [L.companyName, data.company.name],
      [L.address, data.company.address],
      [L.phone, data.company.phone],
      [L.email, data.company.email],
    ].filter(([, v]) => v) as [string, string][],
  );
  doc.heading(L.guest, 12).keyValues([
    [L.name, r.customerName],
    [L.email, r.customerEmail],
    [L.phone, r.customerPhone],
    [L.guests, L.guestCount(r.guests)],
  ]);
  doc.heading(L.boatAndDates, 12).keyValues([
    [L.boat, data.boat.name],
    [L.port, `${data.boat.marina} (${data.boat.place})`],
    [L.checkIn, `${dayLong(r.startDate, true)}, ${data.boat.checkInTime}`],
    [L.checkOut, `${dayLong(r.endDate, true)}, ${data.boat.checkOutTime}`],
    [L.length, L.days(diffDays(r.startDate, r.endDate))],
  ]);

  doc.heading(L.price, 12).table(
    [
      { header: L.item, width: 34 },
      { header: L.kind, width: 10 },
      { header: L.quantity, width: 8, align: "right" },
      { header: L.unitPrice, width: 15, align: "right" },
      { header: L.amount, width: 15, align: "right" },
      { header: L.payment, width: 12 },
    ],
    [
      ...data.lines.map((l) => [
        lineLabelIn(l, locale),
        L.kinds[l.kind],
        String(l.quantity),
        money(l.unit_amount),
        money(l.amount),
        L.payables[l.payable],
      ]),
      [L.total, "", "", "", money(r.total), ""],
    ],
    { bold: [...data.lines.map(() => false), true] },
  );

  const schedule = paymentSchedule({
    ...r,
    dueAtBase: data.dueAtBase,
    paid: data.paid,
    balanceDueDays: data.balanceDueDays,
    today: todayIn("Europe/Istanbul", now),
  });
  doc.heading(L.schedule, 12).table(
    [
      { header: L.payment, width: 30 },
      { header: L.amount, width: 18, align: "right" },
      { header: L.dueBy, width: 26 },
      { header: L.status, width: 20 },
    ],
    schedule.map((row) => [
      L.scheduleRows[row.key],
      money(row.amount),
      "moment" in row.due
        ? `${formatDateTime(row.due.moment, locale)} (${L.optionEnd})`
        : row.key === "base"
          ? `${dayLong(row.due.day)} (${L.atCheckIn})`
          : dayLong(row.due.day),
      row.open === 0 ? L.paidState : row.open === row.amount ? L.waiting : L.open(money(row.open)),
    ]),
  );
  doc.keyValues([
    [L.total, money(r.total)],
    [L.paid, money(data.paid)],
    [L.due, money(Math.max(r.total - data.paid, 0))],
    [L.dueAtBase, money(data.dueAtBase)],
  ]);

  doc.heading(L.banks, 12);
  if (data.banks.length === 0) doc.text(L.noBanks);
  else
    doc.table(
      [
        { header: L.bank, width: 22 },
        { header: L.holder, width: 24 },
        { header: "IBAN", width: 38 },
        { header: L.currency, width: 10 },
      ],
      data.banks.map((b) => [
        b.branch ? `${b.bank_name} (${b.branch})` : b.bank_name,
        b.account_holder,
        b.iban,
        b.currency,
      ]),
    );
  doc.text(L.reference(r.code));

  doc.spacer(6).heading(L.cancellation, 12);
  for (const term of data.cancellationTerms) doc.text(`• ${term}`);
  return doc.save();
}
