"use client";

/** Revenue by start month, website and office stacked, in TL at the frozen rates. */
import type { RevenueReport } from "@/shared/reports";
import type { Query } from "../api/client";
import type { ApiQuery } from "../api/use-api-query";
import { LazyBarsChart } from "./lazy-bars-chart";
import { monthShort, monthTr, PALETTE, tl, tlAxis } from "./report-format";
import { ReportSection } from "./report-section";
import { ReportTable } from "./report-table";

/** `sold`: reservations and iCal nights of the period (nothing sold: the empty state). */
export function RevenueByMonth({
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
      title="Aylık gelir"
      help="Giriş ayına göre onaylı ve tamamlanmış rezervasyonların geliri, dondurulan kurla TL."
      csv={[{ report: "revenue-months", title: "CSV indir" }]}
      wide
      query={query}
      loading={revenue.loading}
      error={revenue.error}
      empty={sold === 0}
      emptyText="Bu dönemde onaylı rezervasyon yok."
      onRetry={() => void revenue.reload()}
      chart={
        <LazyBarsChart
          label="Aylık gelir"
          data={(revenue.data?.by_month ?? []).map((m) => ({
            month: monthShort(m.month),
            website: m.website_try / 100,
            staff: m.staff_try / 100,
          }))}
          category="month"
          series={[
            { key: "website", label: "Site", color: PALETTE[0] as string, stack: "r" },
            { key: "staff", label: "Ofis", color: PALETTE[1] as string, stack: "r" },
          ]}
          format={tlAxis}
        />
      }
      table={
        <ReportTable
          caption="Aylık gelir tablosu"
          rows={revenue.data?.by_month ?? []}
          rowKey={(r) => r.month}
          columns={[
            { label: "Ay", value: (r) => monthTr(r.month) },
            { label: "Site", value: (r) => tl(r.website_try), numeric: true },
            { label: "Ofis", value: (r) => tl(r.staff_try), numeric: true },
            { label: "Toplam", value: (r) => tl(r.revenue_try), numeric: true },
            { label: "Rezervasyon", value: (r) => r.reservations, numeric: true },
            { label: "Gece", value: (r) => r.nights, numeric: true },
            { label: "iCal gecesi", value: (r) => r.ical_nights, numeric: true },
          ]}
        />
      }
    />
  );
}
