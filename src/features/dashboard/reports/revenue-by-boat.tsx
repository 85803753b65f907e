"use client";

/** Revenue by boat for the period. */
import type { RevenueReport } from "@/shared/reports";
import type { Query } from "../api/client";
import type { ApiQuery } from "../api/use-api-query";
import { LazyBarsChart } from "./lazy-bars-chart";
import { PALETTE, tl, tlAxis } from "./report-format";
import { ReportSection } from "./report-section";
import { ReportTable } from "./report-table";

export function RevenueByBoat({ revenue, query }: { revenue: ApiQuery<RevenueReport>; query: Query }) {
  return (
    <ReportSection
      title="Teknelere göre gelir"
      help="Dönemde giriş yapan onaylı ve tamamlanmış rezervasyonların tekne başına geliri."
      csv={[{ report: "revenue-boats", title: "CSV indir" }]}
      query={query}
      loading={revenue.loading}
      error={revenue.error}
      empty={(revenue.data?.by_boat.length ?? 0) === 0}
      emptyText="Bu dönemde gösterilecek tekne yok."
      onRetry={() => void revenue.reload()}
      chart={
        <LazyBarsChart
          label="Teknelere göre gelir"
          horizontal
          height={Math.max(160, 36 * (revenue.data?.by_boat.length ?? 0))}
          data={(revenue.data?.by_boat ?? []).map((b) => ({ boat: b.boat_name, revenue: b.revenue_try / 100 }))}
          category="boat"
          series={[{ key: "revenue", label: "Gelir", color: PALETTE[0] as string }]}
          format={tlAxis}
        />
      }
      table={
        <ReportTable
          caption="Teknelere göre gelir tablosu"
          rows={revenue.data?.by_boat ?? []}
          rowKey={(r) => String(r.boat_id)}
          columns={[
            { label: "Tekne", value: (r) => r.boat_name },
            { label: "Gelir", value: (r) => tl(r.revenue_try), numeric: true },
            { label: "Rezervasyon", value: (r) => r.reservations, numeric: true },
            { label: "Gece", value: (r) => r.nights, numeric: true },
            { label: "iCal gecesi", value: (r) => r.ical_nights, numeric: true },
          ]}
        />
      }
    />
  );
}
