"use client";

/**
 * A reservation's passenger (crew) list for staff: what the guest entered on /enquire (read-only here), whether
 * it is complete, and CSV / PDF downloads for the captain. Personal data: shown only on this screen.
 */
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { LoadFailed, Skeleton } from "@/components/ui/skeleton";
import { useToast } from "@/components/ui/toast";
import type { StaffPassengerList } from "@/shared/passengers";
import { errorMessage } from "../api/client";
import { useApiQuery } from "../api/use-api-query";
import { day, moment } from "../format";
import { useSession } from "../session/session-context";

export function PassengersPanel({ reservationId, code }: { reservationId: number; code: string }) {
  const { api } = useSession();
  const toast = useToast();
  const query = useApiQuery<StaffPassengerList>(`/admin/reservations/${reservationId}/passengers`);
  const [downloading, setDownloading] = useState<"csv" | "pdf" | null>(null);
  const list = query.data;

  async function download(kind: "csv" | "pdf") {
    setDownloading(kind);
    try {
      await api.download(`/admin/reservations/${reservationId}/passengers.${kind}`, `yolcu-listesi-${code}.${kind}`);
      toast.success(kind === "pdf" ? "PDF indirildi." : "CSV indirildi.");
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setDownloading(null);
    }
  }

  return (
    <section aria-labelledby="passengers-title" className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="passengers-title" className="flex items-center gap-2 text-lg font-semibold">
          Yolcu listesi
          {list ? (
            <Badge tone={list.complete ? "success" : "warning"}>
              {list.passengers.length}/{list.guests} {list.complete ? "tamam" : "eksik"}
            </Badge>
          ) : null}
        </h2>
        <div className="flex gap-2">
          <Button
            variant="secondary"
            onClick={() => download("csv")}
            busy={downloading === "csv"}
            disabled={!list || list.passengers.length === 0}
          >
            Yolcu listesi CSV
          </Button>
          <Button
            variant="secondary"
            onClick={() => download("pdf")}
            busy={downloading === "pdf"}
            disabled={!list || list.passengers.length === 0}
          >
            Yolcu listesi PDF
          </Button>
        </div>
      </div>
      {query.error && !list ? (
        <LoadFailed message={query.error} />
      ) : !list ? (
        <Skeleton className="h-16 w-full" />
      ) : list.passengers.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          Misafir henüz yolcu listesini girmedi (/enquire sayfasından rezervasyon kodu ve e-postasıyla girer).
        </p>
      ) : (
        <>
          <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900">
            <table className="w-full text-left text-sm" aria-label="Yolcu listesi">
              <thead className="bg-slate-50 dark:bg-slate-800">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    Sıra
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Ad soyad
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Doğum tarihi
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Uyruk
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Kimlik / pasaport no
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
                {list.passengers.map((p, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the guest's order is the identity
                  <tr key={i}>
                    <td className="px-3 py-2">{i + 1}</td>
                    <td className="px-3 py-2 font-medium">{p.full_name}</td>
                    <td className="px-3 py-2">{day(p.birth_date)}</td>
                    <td className="px-3 py-2">
                      {p.nationality_name} ({p.nationality})
                    </td>
                    <td className="px-3 py-2 font-mono">{p.document_number}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {list.consent_at ? (
            <p className="text-xs text-slate-600 dark:text-slate-400">KVKK onayı: {moment(list.consent_at)}</p>
          ) : null}
        </>
      )}
    </section>
  );
}
