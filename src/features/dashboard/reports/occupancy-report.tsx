"use client";

/** Occupancy: one row per boat, one column per month; the chart draws the first boats, the table lists them all. */
import type { OccupancyReport as Report } from "@/shared/reports";
import type { Query } from "../api/client";
import { useApiQuery } from "../api/use-api-query";
import { LazyBarsChart } from "./lazy-bars-chart";
import { monthShort, monthTr, PALETTE, pctAxis, percent } from "./report-format";
import { ReportSection } from "./report-section";
import { ReportTable } from "./report-table";

/** The occupancy chart draws at most this many boats (the table lists them all). */
const CHART_BOATS = 8;

/** `path`: the report's address, null while the period is not valid (nothing is asked). */
export function OccupancyReport({ path, query }: { path: string | null; query: Query }) {
  const occupancy = useApiQuery<Report>(path, query);
  // One row per boat, one column per month (the nights behind each share are in the CSV).
  const occRows = [
    ...(occupancy.data?.rows ?? [])
      .reduce((boats, r) => {
        const boat = boats.get(r.boat_id) ?? { boat_id: r.boat_id, boat_name: r.boat_name, months: new Map() };
        boat.months.set(r.month, r.occupancy_pct);
        return boats.set(r.boat_id, boat);
      }, new Map<number, { boat_id: number; boat_name: string; months: Map<string, number> }>())
      .values(),
  ];
  const charted = occRows.slice(0, CHART_BOATS);
  const occChart = (occupancy.data?.months ?? []).map((month) => {
    const point: Record<string, string | number> = { month: monthShort(month) };
    for (const b of charted) point[`b${b.boat_id}`] = b.months.get(month) ?? 0;
    return point;
  });

  return (
    <ReportSection
      title="Doluluk"
      help="Teknelerin aylara göre doluluk oranı (rezervasyon, iCal ve manuel kapatma geceleri; gece ayrıntısı CSV dosyasında)."
      csv={[{ report: "occupancy", title: "CSV indir" }]}
      wide
      query={query}
      loading={occupancy.loading}
      error={occupancy.error}
      empty={(occupancy.data?.rows.length ?? 0) === 0}
      emptyText="Bu dönemde gösterilecek tekne yok."
      onRetry={() => void occupancy.reload()}
      chart={
        <>
          <LazyBarsChart
            label="Aylara göre doluluk"
            data={occChart}
            category="month"
            series={charted.map((b, i) => ({
              key: `b${b.boat_id}`,
              label: b.boat_name,
              color: PALETTE[i % PALETTE.length] as string,
            }))}
            format={pctAxis}
          />
          {occRows.length > CHART_BOATS ? (
            <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
              Grafikte ilk {CHART_BOATS} tekne gösterilir; tümü tablodadır.
            </p>
          ) : null}
        </>
      }
      table={
        <ReportTable
          caption="Doluluk tablosu"
          rows={occRows}
          rowKey={(r) => String(r.boat_id)}
          columns={[
            { label: "Tekne", value: (r) => r.boat_name },
            ...(occupancy.data?.months ?? []).map((month) => ({
              label: monthTr(month),
              value: (r: (typeof occRows)[number]) => percent(r.months.get(month) ?? null),
              numeric: true,
            })),
          ]}
        />
      }
    />
  );
}
