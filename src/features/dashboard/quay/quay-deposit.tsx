"use client";

import { useId } from "react";
import { buttonClass } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { DashboardLink as Link } from "@/features/dashboard/dashboard-link";
import { useApiQuery } from "../api/use-api-query";
import { DepositRow, type Deposits } from "../reservations/deposit-row";
import { DEPOSIT_SECTION } from "../reservations/security-deposit-panel";

/**
 * The damage deposit on the check-out screen (issue 30): its state and, on a held one, release or capture right
 * there on the quay; the reservation's deposit panel one tap away.
 */
export function QuayDeposit({ reservationId }: { reservationId: number }) {
  const titleId = useId();
  const query = useApiQuery<Deposits>(`/admin/reservations/${reservationId}/security-deposits`);
  const shown = query.data?.items.filter((d) => d.state !== "started") ?? [];
  return (
    <section aria-labelledby={titleId} className="mt-4 space-y-3 rounded-lg bg-white p-4 dark:bg-slate-900">
      <h2 id={titleId} className="text-lg font-semibold">
        Hasar depozitosu
      </h2>
      {query.data ? (
        shown.length > 0 ? (
          <ul className="-mx-4 divide-y divide-slate-200 dark:divide-slate-700">
            {shown.map((d) => (
              <DepositRow key={d.id} deposit={d} onChanged={() => void query.reload()} />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-400">Henüz depozito alınmadı.</p>
        )
      ) : query.error ? (
        <p className="text-sm text-red-700 dark:text-red-400">{query.error}</p>
      ) : (
        <Skeleton className="h-10 w-full" />
      )}
      <Link
        href={`/dashboard/reservations/${reservationId}#${DEPOSIT_SECTION}`}
        className={buttonClass("secondary", "md", "min-h-11")}
      >
        Rezervasyonda depozito
      </Link>
    </section>
  );
}
