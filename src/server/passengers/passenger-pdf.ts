import "server-only";
import { clock } from "../../lib/clock";
import { formatDateTimeTr, formatDayTr } from "../../lib/turkish-calendar";
import type { DbOrTx } from "../db/client";
import { createPdfDocument } from "../pdf/create-pdf-document";
import { getCompanyDetails } from "../pdf/get-company-details";
import type { StaffPassengerListWithBoat } from "./get-staff-passenger-list";

/** The captain's passenger list as an A4 PDF: boat, dates, code, then one row per passenger. */
export async function passengerPdf(db: DbOrTx, list: StaffPassengerListWithBoat): Promise<Uint8Array> {
  const doc = await createPdfDocument({
    title: `Yolcu Listesi — ${list.boat_name} — ${list.code}`,
    company: await getCompanyDetails(db),
  });
  doc.heading("Yolcu Listesi").keyValues([
    ["Tekne", list.boat_name],
    ["Rezervasyon kodu", list.code],
    ["Tarihler", `${formatDayTr(list.start_date)} – ${formatDayTr(list.end_date)}`],
    ["Yolcu", `${list.passengers.length} / ${list.guests} kişi${list.complete ? "" : " (eksik)"}`],
    ["KVKK onayı", list.consent_at ? formatDateTimeTr(new Date(list.consent_at)) : "—"],
    ["Düzenlenme", formatDateTimeTr(clock.now())],
  ]);
  if (list.passengers.length === 0) {
    doc.text("Misafir henüz yolcu listesini girmedi.");
    return doc.save();
  }
  doc.table(
    [
      { header: "Sıra", width: 5, align: "right" },
      { header: "Ad soyad", width: 30 },
      { header: "Doğum tarihi", width: 13 },
      { header: "Uyruk", width: 22 },
      { header: "Kimlik / pasaport no", width: 20 },
    ],
    list.passengers.map((p, i) => [
      String(i + 1),
      p.full_name,
      formatDayTr(p.birth_date),
      `${p.nationality_name} (${p.nationality})`,
      p.document_number,
    ]),
  );
  return doc.save();
}
