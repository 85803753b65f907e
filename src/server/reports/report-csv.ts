import "server-only";
import { stringify } from "csv-stringify/sync";
import { clock } from "../../lib/clock";
import type { AuthUser } from "../auth/current-user";
import type { DbOrTx } from "../db/client";
import { cancellationReport } from "./cancellation-report";
import { leadTimeReport } from "./lead-time-report";
import { occupancyReport } from "./occupancy-report";
import { revenueReport } from "./revenue-report";
import type { ReportCsvName, ReportQuery } from "./schemas";
import { topBoatsReport } from "./top-boats-report";

/** A cell that starts like a formula (=, +, -, @) is prefixed with ' so a spreadsheet never runs it. */
const cell = (v: string) => (/^[=+\-@\t\r]/.test(v) ? `'${v}` : v);
/** Kuruş as TL with a comma decimal point, as Excel in Turkish reads it: `12500,00`. */
const tl = (kurus: number) => (kurus / 100).toFixed(2).replace(".", ",");
const pct = (v: number | null) => (v === null ? "" : String(v).replace(".", ","));
const SOURCE = { website: "Site", staff: "Ofis", agency: "Acente", ical: "iCal kanalı" } as const;

/**
 * One report as CSV for Excel, with Turkish headers: UTF-8 with a BOM, comma separated (RFC 4180). The figures
 * are the report's own (the same SQL aggregates as the screen).
 */
export async function reportCsv(
  db: DbOrTx,
  user: AuthUser,
  name: ReportCsvName,
  query: ReportQuery,
  now = clock.now(),
) {
  let columns: string[];
  let rows: (string | number)[][];
  switch (name) {
    case "occupancy": {
      const r = await occupancyReport(db, user, query, now);
      columns = [
        "Tekne",
        "Ay",
        "Aydaki gece",
        "Rezervasyon gecesi",
        "iCal gecesi",
        "Manuel kapatma gecesi",
        "Doluluk (%)",
      ];
      rows = r.rows.map((x) => [
        cell(x.boat_name),
        x.month,
        x.nights_in_month,
        x.reserved_nights,
        x.ical_nights,
        x.manual_nights,
        pct(x.occupancy_pct),
      ]);
      break;
    }
    case "revenue-months": {
      const r = await revenueReport(db, user, query, now);
      columns = ["Ay", "Gelir (TL)", "Site (TL)", "Ofis (TL)", "Rezervasyon", "Gece", "iCal gecesi"];
      rows = r.by_month.map((x) => [
        x.month,
        tl(x.revenue_try),
        tl(x.website_try),
        tl(x.staff_try),
        x.reservations,
        x.nights,
        x.ical_nights,
      ]);
      break;
    }
    case "revenue-boats": {
      const r = await revenueReport(db, user, query, now);
      columns = ["Tekne", "Gelir (TL)", "Rezervasyon", "Gece", "iCal gecesi"];
      rows = r.by_boat.map((x) => [cell(x.boat_name), tl(x.revenue_try), x.reservations, x.nights, x.ical_nights]);
      break;
    }
    case "revenue-sources": {
      const r = await revenueReport(db, user, query, now);
      columns = ["Kaynak", "Gelir (TL)", "Rezervasyon", "Gece"];
      rows = r.by_source.map((x) => [SOURCE[x.source], tl(x.revenue_try), x.reservations, x.nights]);
      break;
    }
    case "lead-time": {
      const r = await leadTimeReport(db, user, query, now);
      columns = ["Rezervasyondan girişe", "Rezervasyon", "Pay (%)"];
      rows = r.buckets.map((x) => [x.label, x.reservations, pct(x.share_pct)]);
      break;
    }
    case "cancellations": {
      const r = await cancellationReport(db, user, query, now);
      columns = ["Ay", "Rezervasyon", "İptal", "İptal oranı (%)"];
      rows = r.by_month.map((x) => [x.month, x.reservations, x.cancelled, pct(x.cancellation_pct)]);
      break;
    }
    case "top-boats": {
      const r = await topBoatsReport(db, user, query, now);
      columns = ["Sıralama", "Sıra", "Tekne", "Gelir (TL)", "Gece", "Rezervasyon"];
      rows = [
        ...r.by_revenue.map((x, i) => [
          "Gelire göre",
          i + 1,
          cell(x.boat_name),
          tl(x.revenue_try),
          x.nights,
          x.reservations,
        ]),
        ...r.by_nights.map((x, i) => [
          "Geceye göre",
          i + 1,
          cell(x.boat_name),
          tl(x.revenue_try),
          x.nights,
          x.reservations,
        ]),
      ];
      break;
    }
  }
  return `\uFEFF${stringify(rows, { header: true, columns, record_delimiter: "\r\n" })}`;
}
