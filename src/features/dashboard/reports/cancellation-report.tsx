"use client";

/** Cancellation rate by start month. */
import type { CancellationReport as Report } from "@/shared/reports";
import type { Query } from "../api/client";
import { useApiQuery } from "../api/use-api-query";
import { LazyBarsChart } from "./lazy-bars-chart";
import { monthShort, monthTr, PALETTE, pctAxis, percent } from "./report-format";
import { ReportSection } from "./report-section";
import { ReportTable } from "./report-table";

/** `path`: the report's address, null while the period is not valid (nothing is asked). */
export function CancellationReport({ path, query }: { path: string | null; query: Query }) {
  const cancellations = useApiQuery<Report>(path, query);
  return (
    <ReportSection
      title="İptal oranı"
      help="Giriş ayına göre iptal edilen rezervasyonların süresi dolmamış tüm rezervasyonlara oranı."
      csv={[{ report: "cancellations", title: "CSV indir" }]}
      query={query}
      loading={cancellations.loading}
      error={cancellations.error}
      empty={(cancellations.data?.by_month ?? []).every((m) => m.reservations === 0)}
      emptyText="Bu dönemde rezervasyon yok."
      onRetry={() => void cancellations.reload()}
      chart={
        <LazyBarsChart
          label="Aylara göre iptal oranı"
          data={(cancellations.data?.by_month ?? []).map((m) => ({
            month: monthShort(m.month),
            rate: m.cancellation_pct,
          }))}
          category="month"
          series={[{ key: "rate", label: "İptal oranı", color: PALETTE[4] as string }]}
          format={pctAxis}
        />
      }
      table={
        <ReportTable
          caption="İptal oranı tablosu"
          rows={cancellations.data?.by_month ?? []}
          rowKey={(r) => r.month}
          columns={[
            { label: "Ay", value: (r) => monthTr(r.month) },
            { label: "Rezervasyon", value: (r) => r.reservations, numeric: true },
            { label: "İptal", value: (r) => r.cancelled, numeric: true },
            { label: "İptal oranı", value: (r) => percent(r.cancellation_pct), numeric: true },
          ]}
        />
      }
    />
  );
}
