"use client";

/**
 * One report on the reports screen: its heading and help, a CSV button, and its loading, error and empty
 * states; when there are figures, the chart and its data table side by side (stacked on a narrow screen, and
 * always for a `wide` table with many columns).
 */
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { useToast } from "@/components/ui/toast";
import { clock } from "@/lib/clock";
import { errorMessage, type Query } from "../api/client";
import { useSession } from "../session/session-context";

export type ReportCsv = { report: string; title: string };

export function ReportSection({
  title,
  help,
  csv,
  query,
  loading,
  error,
  empty,
  emptyText,
  chart,
  table,
  onRetry,
  wide = false,
}: {
  title: string;
  help: string;
  csv: ReportCsv[];
  query: Query;
  loading: boolean;
  error: string | null;
  empty: boolean;
  emptyText: string;
  chart: React.ReactNode;
  table: React.ReactNode;
  onRetry: () => void;
  wide?: boolean;
}) {
  const { api } = useSession();
  const toast = useToast();
  const headingId = useId();
  const [busy, setBusy] = useState<string | null>(null);

  async function download(item: ReportCsv) {
    setBusy(item.report);
    try {
      const day = clock.now().toISOString().slice(0, 10);
      await api.download(`/admin/reports/${item.report}/csv`, `rapor-${item.report}-${day}.csv`, query);
      toast.success("Rapor indirildi.");
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setBusy(null);
    }
  }

  return (
    <section
      aria-labelledby={headingId}
      aria-busy={loading || undefined}
      className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="mb-2 flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={headingId} className="text-lg font-semibold">
            {title}
          </h2>
          <p className="text-xs text-slate-600 dark:text-slate-400">{help}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {csv.map((item) => (
            <Button
              key={item.report}
              size="sm"
              variant="secondary"
              busy={busy === item.report}
              disabled={loading || Boolean(error)}
              onClick={() => void download(item)}
            >
              {item.title}
            </Button>
          ))}
        </div>
      </div>
      {error ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-700 dark:text-red-400">
          <span>{error}</span>
          <Button size="sm" variant="secondary" onClick={onRetry}>
            Tekrar dene
          </Button>
        </div>
      ) : loading ? (
        <div className="grid gap-4 lg:grid-cols-2">
          <Skeleton className="h-64 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      ) : empty ? (
        <EmptyState title={emptyText} description="Başka bir dönem ya da tekne seçebilirsiniz." />
      ) : (
        <div className={`grid items-start gap-4 ${wide ? "" : "lg:grid-cols-2"}`}>
          <div className="min-w-0">{chart}</div>
          <div className="min-w-0">{table}</div>
        </div>
      )}
    </section>
  );
}
