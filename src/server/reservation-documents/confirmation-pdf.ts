import "server-only";
import { clock } from "../../lib/clock";
import { diffDays, formatDateTimeTr } from "../../lib/dates";
import { formatMoney } from "../../lib/money";
import { formatDayLongTr } from "../../lib/turkish-calendar";
import { STATUS_LABELS } from "@/shared/reservation-status";
import { createPdfDocument } from "../pdf/create-pdf-document";
import type { DocumentData } from "./load-document-data";
import { companyContact, voidNotice } from "./document-notes";
import { paymentSchedule } from "./payment-schedule";

const KIND_LABELS = { charter: "Kiralama", extra: "Ekstra", discount: "İndirim" } as const;
const PAYABLE_LABELS = { booking: "Rezervasyonla", base: "Limanda" } as const;

/** The booking confirmation / proforma of a reservation as an A4 PDF. */
export async function confirmationPdf(data: DocumentData): Promise<Uint8Array> {
  const r = data.reservation;
  const money = (minor: number) => formatMoney(minor, r.currency, { decimals: true });
  const doc = await createPdfDocument({
    title: `Rezervasyon Onayı / Proforma — ${r.code}`,
    company: { name: data.company.name, contact: companyContact(data.company) },
  });
  doc.heading("Rezervasyon Onayı / Proforma");
  const notice = voidNotice(r.status);
  if (notice) doc.text(notice, { size: 11 }).spacer(4);
  doc.keyValues([
    ["Rezervasyon kodu", r.code],
    ["Durum", STATUS_LABELS[r.status]],
    ["Düzenlenme", formatDateTimeTr(clock.now())],
  ]);

  doc.heading("Firma", 12).keyValues(
    [
      ["Unvan", data.company.name],
      ["Adres", data.company.address],
      ["Telefon", data.company.phone],
      ["E-posta", data.company.email],
    ].filter(([, v]) => v) as [string, string][],
  );
  doc.heading("Misafir", 12).keyValues([
    ["Ad soyad", r.customerName],
    ["E-posta", r.customerEmail],
    ["Telefon", r.customerPhone],
    ["Kişi sayısı", `${r.guests} kişi`],
  ]);
  doc.heading("Tekne ve tarihler", 12).keyValues([
    ["Tekne", data.boat.name],
    ["Liman", `${data.boat.marina} (${data.boat.place})`],
    ["Giriş", `${formatDayLongTr(r.startDate, { weekday: true })}, ${data.boat.checkInTime}`],
    ["Çıkış", `${formatDayLongTr(r.endDate, { weekday: true })}, ${data.boat.checkOutTime}`],
    ["Süre", `${diffDays(r.startDate, r.endDate)} gün`],
  ]);

  doc.heading("Fiyat", 12).table(
    [
      { header: "Kalem", width: 34 },
      { header: "Tür", width: 10 },
      { header: "Miktar", width: 8, align: "right" },
      { header: "Birim fiyat", width: 15, align: "right" },
      { header: "Tutar", width: 15, align: "right" },
      { header: "Ödeme", width: 12 },
    ],
    [
      ...data.lines.map((l) => [
        l.label,
        KIND_LABELS[l.kind],
        String(l.quantity),
        money(l.unit_amount),
        money(l.amount),
        PAYABLE_LABELS[l.payable],
      ]),
      ["Toplam", "", "", "", money(r.total), ""],
    ],
    { bold: [...data.lines.map(() => false), true] },
  );

  const schedule = paymentSchedule({ ...r, dueAtBase: data.dueAtBase, paid: data.paid });
  doc.heading("Ödeme planı", 12).table(
    [
      { header: "Ödeme", width: 30 },
      { header: "Tutar", width: 18, align: "right" },
      { header: "Son ödeme", width: 26 },
      { header: "Durum", width: 20 },
    ],
    schedule.map((row) => [
      row.label,
      money(row.amount),
      "moment" in row.due
        ? `${formatDateTimeTr(row.due.moment)} (opsiyon bitişi)`
        : row.key === "base"
          ? `${formatDayLongTr(row.due.day)} (girişte)`
          : formatDayLongTr(row.due.day),
      row.open === 0 ? "Ödendi" : row.open === row.amount ? "Bekleniyor" : `Kalan: ${money(row.open)}`,
    ]),
  );
  doc.keyValues([
    ["Toplam", money(r.total)],
    ["Ödenen", money(data.paid)],
    ["Kalan", money(Math.max(r.total - data.paid, 0))],
    ["Limanda ödenecek", money(data.dueAtBase)],
  ]);

  doc.heading("Banka hesapları", 12);
  if (data.banks.length === 0) doc.text("Banka hesap bilgileri için lütfen bizimle iletişime geçin.");
  else
    doc.table(
      [
        { header: "Banka", width: 22 },
        { header: "Hesap sahibi", width: 24 },
        { header: "IBAN", width: 38 },
        { header: "Para birimi", width: 10 },
      ],
      data.banks.map((b) => [
        b.branch ? `${b.bank_name} (${b.branch})` : b.bank_name,
        b.account_holder,
        b.iban,
        b.currency,
      ]),
    );
  doc.text(`Ödemelerinizin açıklamasına rezervasyon kodunuzu (${r.code}) yazınız.`);

  doc.spacer(6).heading("İptal koşulları", 12);
  for (const term of data.cancellationTerms) doc.text(`• ${term}`);
  return doc.save();
}
