"use client";

/**
 * /dashboard/reports (ADMIN and OWNER): occupancy, revenue by month, source and boat, booking lead time,
 * cancellation rate and top boats for a period of months and an optional boat. Every figure comes from the
 * server's SQL aggregates (GET /v1/admin/reports/…; an OWNER gets only their own boats); each chart has its
 * data table beside it and a CSV download. Definitions: docs/decisions/0022-reports.md.
 */
import { useState } from "react";
import { SelectField, TextField } from "@/components/ui/field";
import { FilterBar } from "@/components/ui/filter-bar";
import { todayIn } from "@/lib/dates";
import type {
  CancellationReport,
  LeadTimeReport,
  OccupancyReport,
  RevenueReport,
  TopBoatsReport,
} from "@/shared/reports";
import type { Query } from "../api/client";
import { useApiQuery } from "../api/use-api-query";
import { useBoatChoices } from "../reservations/use-boat-choices";
import { PageHeader } from "../shell/page-header";
import { LazyBarsChart } from "./lazy-bars-chart";
import { monthShort, monthTr, PALETTE, percent, SOURCE_LABELS, tl, tlAxis } from "./report-format";
import { ReportSection } from "./report-section";
import { ReportTable } from "./report-table";

const pctAxis = (v: number) => `%${v.toLocaleString("tr-TR")}`;
/** The occupancy chart draws at most this many boats (the table lists them all). */
const CHART_BOATS = 8;

function Definitions() {
  return (
    <details className="mb-4 rounded-lg border border-slate-200 bg-white p-3 text-sm dark:border-slate-700 dark:bg-slate-900">
      <summary className="cursor-pointer font-medium">Rakamlar nasıl hesaplanır?</summary>
      <dl className="mt-2 space-y-2 text-slate-700 dark:text-slate-300">
        <div>
          <dt className="font-semibold">Doluluk</dt>
          <dd>
            Bir teknenin o aydaki dolu geceleri ÷ ayın gece sayısı. Dolu gece: onaylı ya da tamamlanmış rezervasyon,
            iCal ile gelen kapatma veya manuel kapatma. Opsiyonlu rezervasyonlar sayılmaz (süresi dolabilir).
          </dd>
        </div>
        <div>
          <dt className="font-semibold">Gelir</dt>
          <dd>
            Giriş tarihi dönem içinde olan onaylı ve tamamlanmış rezervasyonların toplamı, giriş ayına yazılır ve
            rezervasyon yapılırken dondurulan kurla TL'ye çevrilir. Kaynak: Site (web sitesinden), Ofis (ekibin
            girdiği); iCal kanalının fiyatı olmadığından yalnız gecesi sayılır.
          </dd>
        </div>
        <div>
          <dt className="font-semibold">Rezervasyon öncesi süre</dt>
          <dd>Rezervasyonun yapıldığı gün (Türkiye saatiyle) ile giriş günü arasındaki gün sayısı.</dd>
        </div>
        <div>
          <dt className="font-semibold">İptal oranı</dt>
          <dd>
            Giriş ayına göre: iptal edilen rezervasyonlar ÷ süresi dolmamış tüm rezervasyonlar (iptaller ve opsiyonlar
            dahil).
          </dd>
        </div>
        <div>
          <dt className="font-semibold">En iyi tekneler</dt>
          <dd>Dönemdeki gelire ve satılan geceye göre ilk on tekne.</dd>
        </div>
      </dl>
    </details>
  );
}

export function ReportsScreen() {
  const year = todayIn().slice(0, 4);
  const [period, setPeriod] = useState<{ from: string; to: string; boat_id?: string }>({
    from: `${year}-01`,
    to: `${year}-12`,
  });
  const boats = useBoatChoices();
  const query: Query = { from: period.from, to: period.to, boat_id: period.boat_id };
  // A period that ends before it starts is not asked for: one message instead of an error per report.
  const backwards = period.to < period.from;
  const path = (report: string) => (backwards ? null : `/admin/reports/${report}`);
  const occupancy = useApiQuery<OccupancyReport>(path("occupancy"), query);
  const revenue = useApiQuery<RevenueReport>(path("revenue"), query);
  const lead = useApiQuery<LeadTimeReport>(path("lead-time"), query);
  const cancellations = useApiQuery<CancellationReport>(path("cancellations"), query);
  const top = useApiQuery<TopBoatsReport>(path("top-boats"), query);

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
  const sold = revenue.data ? revenue.data.by_month.reduce((n, m) => n + m.reservations + m.ical_nights, 0) : 0;

  return (
    <>
      <PageHeader
        title="Raporlar"
        description="Doluluk, gelir, rezervasyon kaynakları, iptaller ve en iyi tekneler; tüm rakamlar sunucuda hesaplanır."
      />
      <FilterBar
        label="Rapor dönemi"
        onApply={(v) => setPeriod({ from: v.from ?? `${year}-01`, to: v.to ?? `${year}-12`, boat_id: v.boat_id })}
      >
        <TextField label="Başlangıç ayı" name="from" type="month" defaultValue={`${year}-01`} />
        <TextField label="Bitiş ayı" name="to" type="month" defaultValue={`${year}-12`} />
        <SelectField label="Tekne" name="boat_id" options={boats} placeholder="Tüm tekneler" defaultValue="" />
      </FilterBar>
      <p className="mb-3 text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
        Dönem: {monthTr(period.from)} – {monthTr(period.to)}
      </p>
      <Definitions />
      {backwards ? (
        <p role="alert" className="text-red-700 dark:text-red-400">
          Bitiş ayı başlangıç ayından önce olamaz. Lütfen dönemi düzeltin.
        </p>
      ) : (
        <div className="space-y-6">
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
        </div>
      )}
    </>
  );
}
