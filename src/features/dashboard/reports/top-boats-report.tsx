"use client";

/** The top ten boats of the period by revenue and by nights sold. */
import type { TopBoatsReport as Report } from "@/shared/reports";
import type { Query } from "../api/client";
import { useApiQuery } from "../api/use-api-query";
import { LazyBarsChart } from "./lazy-bars-chart";
import { PALETTE, tl, tlAxis } from "./report-format";
import { ReportSection } from "./report-section";
import { ReportTable } from "./report-table";

/** `path`: the report's address, null while the period is not valid (nothing is asked). */
export function TopBoatsReport({ path, query }: { path: string | null; query: Query }) {
  const top = useApiQuery<Report>(path, query);
  return (
    <ReportSection
      title="En iyi tekneler"
      help="Dönemde gelire ve satılan geceye göre ilk on tekne."
      csv={[{ report: "top-boats", title: "CSV indir" }]}
      query={query}
      loading={top.loading}
      error={top.error}
      empty={(top.data?.by_revenue.length ?? 0) === 0}
      emptyText="Bu dönemde onaylı rezervasyon yok."
      onRetry={() => void top.reload()}
      chart={
        <LazyBarsChart
          label="Gelire göre en iyi tekneler"
          horizontal
          height={Math.max(160, 36 * (top.data?.by_revenue.length ?? 0))}
          data={(top.data?.by_revenue ?? []).map((b) => ({ boat: b.boat_name, revenue: b.revenue_try / 100 }))}
          category="boat"
          series={[{ key: "revenue", label: "Gelir", color: PALETTE[5] as string }]}
          format={tlAxis}
        />
      }
      table={
        <div className="space-y-4">
          <ReportTable
            caption="Gelire göre en iyi tekneler"
            rows={top.data?.by_revenue ?? []}
            rowKey={(r) => String(r.boat_id)}
            columns={[
              { label: "Tekne", value: (r) => r.boat_name },
              { label: "Gelir", value: (r) => tl(r.revenue_try), numeric: true },
              { label: "Gece", value: (r) => r.nights, numeric: true },
            ]}
          />
          <ReportTable
            caption="Geceye göre en iyi tekneler"
            rows={top.data?.by_nights ?? []}
            rowKey={(r) => String(r.boat_id)}
            columns={[
              { label: "Tekne", value: (r) => r.boat_name },
              { label: "Gece", value: (r) => r.nights, numeric: true },
              { label: "Gelir", value: (r) => tl(r.revenue_try), numeric: true },
            ]}
          />
        </div>
      }
    />
  );
}
