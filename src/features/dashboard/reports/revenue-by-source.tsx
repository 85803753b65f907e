"use client";

/** Nights and revenue by source: website, office, agencies and the iCal channel (nights only). */
import type { RevenueReport } from "@/shared/reports";
import type { Query } from "../api/client";
import type { ApiQuery } from "../api/use-api-query";
import { LazyBarsChart } from "./lazy-bars-chart";
import { PALETTE, SOURCE_LABELS, tl } from "./report-format";
import { ReportSection } from "./report-section";
import { ReportTable } from "./report-table";

/** `sold`: reservations and iCal nights of the period (nothing sold: the empty state). */
export function RevenueBySource({
  revenue,
  sold,
  query,
}: {
  revenue: ApiQuery<RevenueReport>;
  sold: number;
  query: Query;
}) {
  return (
    <ReportSection
      title="Kaynaklara göre"
      help="Site, ofis, acenteler (partner API) ve iCal kanalı (başka sitelerden gelen kapatmalar; fiyatları olmadığından yalnız gece)."
      csv={[{ report: "revenue-sources", title: "CSV indir" }]}
      query={query}
      loading={revenue.loading}
      error={revenue.error}
      empty={sold === 0}
      emptyText="Bu dönemde rezervasyon ya da iCal kapatması yok."
      onRetry={() => void revenue.reload()}
      chart={
        <LazyBarsChart
          label="Kaynaklara göre gece"
          data={(revenue.data?.by_source ?? []).map((s) => ({
            source: SOURCE_LABELS[s.source],
            nights: s.nights,
          }))}
          category="source"
          series={[{ key: "nights", label: "Gece", color: PALETTE[2] as string }]}
        />
      }
      table={
        <ReportTable
          caption="Kaynaklara göre tablo"
          rows={revenue.data?.by_source ?? []}
          rowKey={(r) => r.source}
          columns={[
            { label: "Kaynak", value: (r) => SOURCE_LABELS[r.source] },
            { label: "Rezervasyon", value: (r) => (r.source === "ical" ? "—" : r.reservations), numeric: true },
            { label: "Gece", value: (r) => r.nights, numeric: true },
            { label: "Gelir", value: (r) => (r.source === "ical" ? "—" : tl(r.revenue_try)), numeric: true },
          ]}
        />
      }
    />
  );
}
