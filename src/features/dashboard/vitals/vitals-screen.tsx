"use client";

/**
 * /dashboard/vitals (ADMIN): the visitors' Core Web Vitals per public page — the 75th percentile of each metric
 * over the last 7 and 28 days, rated against web.dev's thresholds, in one table for hard loads (LCP, INP, CLS,
 * TTFB) and one for soft navigations (NAV, LCP, INP, CLS), and a chart of one page's daily 75th percentile. The
 * figures come from GET /v1/admin/vitals (the site's sampled beacons).
 */
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { SelectField } from "@/components/ui/field";
import { Skeleton } from "@/components/ui/skeleton";
import { KIND_METRICS, VITAL_KINDS, type VitalKind, type VitalMetric } from "@/shared/web-vitals-pages";
import type { VitalsSummary } from "@/shared/web-vitals";
import { useApiQuery } from "../api/use-api-query";
import { LazyBarsChart } from "../reports/lazy-bars-chart";
import { PageHeader } from "../shell/page-header";
import { formatVital, KIND_LABELS, METRIC_LABELS, RATING_CLASSES, RATING_LABELS, vitalCell } from "./vital-format";

type PageFigures = VitalsSummary["pages"][number];

function Figure({ metric, figure }: { metric: VitalMetric; figure: { p75: number | null; count: number } }) {
  const { text, rating } = vitalCell(metric, figure.p75);
  if (!rating) return <span className="text-slate-500">—</span>;
  return (
    <span className={RATING_CLASSES[rating]}>
      {text} <span className="text-xs">({RATING_LABELS[rating]})</span>
    </span>
  );
}

function FiguresTable({ kind, pages }: { kind: VitalKind; pages: PageFigures[] }) {
  const cell = "px-2 py-1.5 text-right tabular-nums whitespace-nowrap";
  const metrics = KIND_METRICS[kind];
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-sm">
        <caption className="mb-1 text-left text-xs font-medium text-slate-600 dark:text-slate-400">
          {KIND_LABELS[kind]}: sayfa başına 75. yüzdelik, son 7 gün / son 28 gün
        </caption>
        <thead>
          <tr className="border-b border-slate-200 dark:border-slate-700">
            <th scope="col" className="px-2 py-1.5 text-left font-semibold">
              Sayfa
            </th>
            {metrics.map((m) => (
              <th key={m} scope="col" className={`${cell} font-semibold`}>
                {METRIC_LABELS[m]}
              </th>
            ))}
            <th scope="col" className={`${cell} font-semibold`}>
              Ölçüm (28 gün)
            </th>
          </tr>
        </thead>
        <tbody>
          {pages.map((p) => (
            <tr key={p.page} className="border-b border-slate-100 align-top dark:border-slate-800">
              <th scope="row" className="px-2 py-1.5 text-left font-mono font-medium">
                {p.page}
              </th>
              {metrics.map((m) => (
                <td key={m} className={cell}>
                  <div>
                    <span className="sr-only">7 gün: </span>
                    <Figure metric={m} figure={p.last7[m]} />
                  </div>
                  <div className="text-xs text-slate-600 dark:text-slate-400">
                    <span className="sr-only">28 gün: </span>
                    <Figure metric={m} figure={p.last28[m]} />
                  </div>
                </td>
              ))}
              <td className={cell}>{Math.max(...metrics.map((m) => p.last28[m].count)).toLocaleString("tr-TR")}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function DailyChart({ summary }: { summary: VitalsSummary }) {
  const pages = [...new Set(summary.pages.map((p) => p.page))];
  const loads = summary.pages.filter((p) => p.kind === "hard");
  const busiest = [...loads].sort((a, b) => b.last28.LCP.count - a.last28.LCP.count)[0] ?? summary.pages[0];
  const [page, setPage] = useState(busiest?.page ?? "/");
  const [kind, setKind] = useState<VitalKind>(busiest?.kind ?? "hard");
  const [metric, setMetric] = useState<VitalMetric>("LCP");
  const data = summary.daily
    .filter((d) => d.page === page && d.kind === kind && d.metric === metric)
    .map((d) => ({ day: d.day.slice(5).split("-").reverse().join("."), p75: d.p75 }));
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-3">
        <SelectField
          label="Sayfa"
          value={page}
          onChange={(e) => setPage(e.target.value)}
          options={pages.map((p) => ({ value: p, label: p }))}
        />
        <SelectField
          label="Görüntüleme"
          value={kind}
          onChange={(e) => {
            const next = e.target.value as VitalKind;
            setKind(next);
            if (!KIND_METRICS[next].includes(metric)) setMetric("LCP");
          }}
          options={VITAL_KINDS.map((k) => ({ value: k, label: KIND_LABELS[k] }))}
        />
        <SelectField
          label="Ölçüt"
          value={metric}
          onChange={(e) => setMetric(e.target.value as VitalMetric)}
          options={KIND_METRICS[kind].map((m) => ({ value: m, label: METRIC_LABELS[m] }))}
        />
      </div>
      {data.length === 0 ? (
        <EmptyState title="Bu sayfa için bu ölçüt henüz ölçülmedi." />
      ) : (
        <LazyBarsChart
          label={`${page} sayfasının ${kind === "soft" ? "sayfa içi geçişlerinde " : ""}günlük ${metric} 75. yüzdeliği`}
          data={data}
          category="day"
          series={[{ key: "p75", label: "75. yüzdelik", color: "#0e7490" }]}
          format={(v) => formatVital(metric, v)}
        />
      )}
    </div>
  );
}

export function VitalsScreen() {
  const query = useApiQuery<VitalsSummary>("/admin/vitals");
  const headingId = useId();
  const summary = query.data;
  return (
    <>
      <PageHeader
        title="Site Hızı"
        description="Ziyaretçilerin gerçek sayfa yüklemelerinden ve sayfa içi geçişlerinden (örneklenmiş) Core Web Vitals: her sayfanın 75. yüzdeliği. NAV, bir geçişin başlangıcından yeni sayfanın ekrana çizilmesine kadar geçen süredir. Kişisel veri tutulmaz."
      />
      <section
        aria-labelledby={headingId}
        aria-busy={query.loading || undefined}
        className="space-y-6 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
      >
        <h2 id={headingId} className="text-lg font-semibold">
          Sayfalar
        </h2>
        {query.error ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-700 dark:text-red-400">
            <span>{query.error}</span>
            <Button size="sm" variant="secondary" onClick={() => void query.reload()}>
              Tekrar dene
            </Button>
          </div>
        ) : query.loading && !summary ? (
          <Skeleton className="h-64 w-full" />
        ) : !summary || summary.pages.length === 0 ? (
          <EmptyState
            title="Son 28 günde ölçüm yok."
            description="Ziyaretçiler sayfaları açtıkça örneklenen ölçümler burada görünür."
          />
        ) : (
          <>
            {VITAL_KINDS.map((kind) => {
              const ofKind = summary.pages.filter((p) => p.kind === kind);
              return ofKind.length > 0 && <FiguresTable key={kind} kind={kind} pages={ofKind} />;
            })}
            <DailyChart summary={summary} />
          </>
        )}
      </section>
    </>
  );
}
