"use client";

/** Booking lead time: reservations by how many days before the start they were made, and the average. */
import type { LeadTimeReport as Report } from "@/shared/reports";
import type { Query } from "../api/client";
import { useApiQuery } from "../api/use-api-query";
import { LazyBarsChart } from "./lazy-bars-chart";
import { PALETTE, percent } from "./report-format";
import { ReportSection } from "./report-section";
import { ReportTable } from "./report-table";

/** `path`: the report's address, null while the period is not valid (nothing is asked). */
export function LeadTimeReport({ path, query }: { path: string | null; query: Query }) {
  const lead = useApiQuery<Report>(path, query);
  return (
    <ReportSection
      title="Rezervasyon öncesi süre"
      help={`Rezervasyonun yapıldığı günden girişe kaç gün kaldığı.${lead.data?.average_days != null ? ` Ortalama: ${lead.data.average_days.toLocaleString("tr-TR")} gün.` : ""}`}
      csv={[{ report: "lead-time", title: "CSV indir" }]}
      query={query}
      loading={lead.loading}
      error={lead.error}
      empty={(lead.data?.reservations ?? 0) === 0}
      emptyText="Bu dönemde onaylı rezervasyon yok."
      onRetry={() => void lead.reload()}
      chart={
        <LazyBarsChart
          label="Rezervasyon öncesi süre"
          data={(lead.data?.buckets ?? []).map((b) => ({ bucket: b.label, reservations: b.reservations }))}
          category="bucket"
          series={[{ key: "reservations", label: "Rezervasyon", color: PALETTE[3] as string }]}
        />
      }
      table={
        <ReportTable
          caption="Rezervasyon öncesi süre tablosu"
          rows={lead.data?.buckets ?? []}
          rowKey={(r) => r.bucket}
          columns={[
            { label: "Süre", value: (r) => r.label },
            { label: "Rezervasyon", value: (r) => r.reservations, numeric: true },
            { label: "Pay", value: (r) => percent(r.share_pct), numeric: true },
          ]}
        />
      }
    />
  );
}
