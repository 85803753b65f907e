import "server-only";
import { clock } from "../../lib/clock";
import { isoWeekday } from "../../lib/dates";
import { formatDateTimeTr, formatDayTr, weekdayNameTr } from "../../lib/turkish-calendar";
import { formatMoney } from "../../lib/money";
import type { DbOrTx } from "../db/client";
import { createPdfDocument } from "../pdf/create-pdf-document";
import { getCompanyDetails } from "../pdf/get-company-details";
import type { listDepartures } from "./list-departures";

type Departures = Awaited<ReturnType<typeof listDepartures>>;

const MOVEMENT = { check_in: "Çıkış", check_out: "Dönüş" } as const;

/** "12.07.2027" for a day, "28. hafta 2027 (12.07.2027 – 18.07.2027)" for a week. */
export function departuresPeriod(list: Departures): string {
  if (list.view === "day") return `${weekdayNameTr(isoWeekday(list.from))}, ${formatDayTr(list.from)}`;
  const [year, week] = list.week.split("-W");
  return `${Number(week)}. hafta ${year} (${formatDayTr(list.from)} – ${formatDayTr(list.to)})`;
}

/** The departures and returns of a day or a week as an A4 landscape PDF, one row per movement. */
export async function departuresPdf(db: DbOrTx, list: Departures): Promise<Uint8Array> {
  const period = departuresPeriod(list);
  const doc = await createPdfDocument({
    title: `Çıkışlar ve Dönüşler — ${period}`,
    company: await getCompanyDetails(db),
    orientation: "landscape",
  });
  doc.heading("Çıkışlar ve Dönüşler").keyValues([
    ["Dönem", period],
    ["Düzenlenme", formatDateTimeTr(clock.now())],
    [
      "Kapsam",
      "Çıkış: tekneye biniş (check-in), Dönüş: tekneden ayrılış (check-out). İptal ve süresi dolan rezervasyonlar yok.",
    ],
  ]);
  if (list.rows.length === 0) {
    doc.text("Bu dönemde çıkış veya dönüş yok.");
    return doc.save();
  }
  doc.table(
    [
      { header: "Gün", width: 8 },
      { header: "Hareket", width: 6 },
      { header: "Saat", width: 5 },
      { header: "Tekne", width: 12 },
      { header: "Misafir", width: 15 },
      { header: "Kişi", width: 4, align: "right" },
      { header: "Durum", width: 8 },
      { header: "Kalan bakiye", width: 10, align: "right" },
      { header: "Limanda ödenecek ekstralar", width: 10, align: "right" },
      { header: "Yolcu listesi", width: 7 },
      { header: "Rezervasyon", width: 9 },
      { header: "Teslim", width: 6 },
    ],
    list.rows.map((r) => [
      formatDayTr(r.date),
      MOVEMENT[r.movement],
      r.time,
      r.boat.name,
      `${r.customer_name}\n${r.customer_phone}`,
      String(r.guests),
      r.status_label,
      formatMoney(r.balance_due, r.currency, { decimals: true }),
      r.extras_due_at_base > 0 ? formatMoney(r.extras_due_at_base, r.currency, { decimals: true }) : "—",
      r.passenger_list === null
        ? "—"
        : r.passenger_list.complete
          ? `Tamam (${r.passenger_list.count})`
          : `Eksik (${r.passenger_list.count}/${r.guests})`,
      r.code,
      (r.movement === "check_in" ? r.checked_in_at : r.checked_out_at) ? "Yapıldı" : "—",
    ]),
  );
  return doc.save();
}
