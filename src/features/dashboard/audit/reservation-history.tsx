"use client";

/**
 * The "Geçmiş" section of a reservation's screen: its changes and its payments' from the audit log, oldest
 * first (GET /v1/admin/reservations/{id}/history). Reloads whenever `refreshOn` changes (the screen's data).
 */
import { useEffect } from "react";
import { Badge } from "@/components/ui/badge";
import { LoadFailed, Skeleton } from "@/components/ui/skeleton";
import type { AuditEntry } from "@/shared/audit";
import { useApiQuery } from "../api/use-api-query";
import type { ListAnswer } from "../api/use-list-query";
import { moment } from "../format";
import { AuditChanges, actionLabel, auditSubject } from "./audit-changes";

export function ReservationHistory({ reservationId, refreshOn }: { reservationId: number; refreshOn?: unknown }) {
  const query = useApiQuery<ListAnswer<AuditEntry>>(`/admin/reservations/${reservationId}/history`);
  const { reload } = query;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reload when the screen's reservation was reloaded
  useEffect(() => {
    void reload();
  }, [refreshOn]);
  const items = query.data?.items;
  return (
    <section aria-labelledby="history-title" className="space-y-2">
      <h2 id="history-title" className="text-lg font-semibold">
        Geçmiş
      </h2>
      {query.error ? (
        <LoadFailed message={query.error} />
      ) : !items ? (
        <div className="space-y-2" aria-busy="true">
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-5 w-2/3" />
        </div>
      ) : items.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">Bu rezervasyon için kayıtlı bir değişiklik yok.</p>
      ) : (
        <ol className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white text-sm dark:divide-slate-700 dark:border-slate-700 dark:bg-slate-900">
          {items.map((e) => (
            <li key={e.id} className="space-y-1 px-4 py-2">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span className="whitespace-nowrap text-slate-600 dark:text-slate-400">{moment(e.at)}</span>
                <span className="font-medium">{e.actor?.name ?? "Sistem"}</span>
                <span>{auditSubject(e)}</span>
                <Badge tone={e.action === "delete" ? "danger" : e.action === "insert" ? "success" : "info"}>
                  {actionLabel(e)}
                </Badge>
              </div>
              {e.action === "update" ? <AuditChanges entry={e} /> : null}
              {e.reason ? <p className="text-slate-700 dark:text-slate-300">Gerekçe: {e.reason}</p> : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
