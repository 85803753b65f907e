"use client";

/**
 * /dashboard/requests (ADMIN; OWNER: own boats): the guests' cancellation and change requests from /enquire, open
 * ones first (GET /v1/admin/reservation-requests?status=…). Each links to its reservation, where staff decide it.
 */
import { DashboardLink as Link } from "@/features/dashboard/dashboard-link";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { SelectField } from "@/components/ui/field";
import { LoadFailed, Skeleton } from "@/components/ui/skeleton";
import {
  REQUEST_STATUS_LABELS,
  REQUEST_STATUSES,
  type RequestStatus,
  type StaffRequest,
} from "@/shared/reservation-requests";
import { useApiQuery } from "../api/use-api-query";
import { day, money, moment } from "../format";
import { PageHeader } from "../shell/page-header";

const STATUS_OPTIONS = REQUEST_STATUSES.map((value) => ({ value, label: REQUEST_STATUS_LABELS[value] }));

function requested(r: StaffRequest): string {
  const parts: string[] = [];
  if (r.requested_start_date && r.requested_end_date) {
    parts.push(`${day(r.requested_start_date)} – ${day(r.requested_end_date)}`);
  }
  if (r.requested_guests !== null) parts.push(`${r.requested_guests} kişi`);
  if (r.quoted_cost !== null) parts.push(`İptal bedeli ${money(r.quoted_cost, r.quoted_currency)}`);
  return parts.join(", ") || "—";
}

export function GuestRequestsScreen() {
  const [status, setStatus] = useState<RequestStatus>("open");
  const query = useApiQuery<{ items: StaffRequest[]; total: number }>("/admin/reservation-requests", { status });
  const items = query.data?.items ?? [];
  return (
    <>
      <PageHeader
        title="Misafir Talepleri"
        description="Misafirlerin Rezervasyonlarım sayfasından gönderdiği iptal ve değişiklik talepleri. Talebi rezervasyon ekranında onaylayın ya da reddedin."
      />
      <SelectField
        label="Durum"
        className="mb-4 max-w-xs"
        options={STATUS_OPTIONS}
        value={status}
        onChange={(e) => setStatus(e.target.value as RequestStatus)}
      />
      {query.error ? (
        <LoadFailed message={query.error} />
      ) : !query.data ? (
        <Skeleton className="h-40 w-full" />
      ) : items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-300">
          Bu durumda talep yok.
        </p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900">
          <table className="w-full text-left text-sm" aria-label="Misafir talepleri">
            <thead className="bg-slate-50 text-slate-600 dark:bg-slate-800 dark:text-slate-300">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Rezervasyon
                </th>
                <th scope="col" className="px-3 py-2">
                  Talep
                </th>
                <th scope="col" className="px-3 py-2">
                  Müşteri
                </th>
                <th scope="col" className="px-3 py-2">
                  İstenen
                </th>
                <th scope="col" className="px-3 py-2">
                  Gönderildi
                </th>
                <th scope="col" className="px-3 py-2">
                  Durum
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
              {items.map((r) => (
                <tr key={r.id}>
                  <td className="px-3 py-2">
                    <Link
                      href={`/dashboard/reservations/${r.reservation_id}`}
                      className="font-mono font-semibold text-sea-700 underline dark:text-sky-300"
                    >
                      {r.reservation_code}
                    </Link>
                    <div className="text-slate-600 dark:text-slate-400">{r.boat_name}</div>
                  </td>
                  <td className="px-3 py-2">{r.kind_label}</td>
                  <td className="px-3 py-2">{r.customer_name}</td>
                  <td className="px-3 py-2">{requested(r)}</td>
                  <td className="px-3 py-2">{moment(r.created_at)}</td>
                  <td className="px-3 py-2">
                    <Badge tone={r.status === "open" ? "warning" : r.status === "approved" ? "success" : "danger"}>
                      {r.status_label}
                    </Badge>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
