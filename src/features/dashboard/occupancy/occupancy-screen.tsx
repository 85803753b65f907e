"use client";

/**
 * /dashboard/occupancy: a month grid of boats × days coloured by what occupies each day (GET
 * /v1/admin/occupancy?month=YYYY-MM), with a legend and previous/next month. Occupied days link through:
 * a reservation to its page, a manual closing to its edit dialog, a boat closing or iCal day to the boat.
 */
import { DashboardLink as Link } from "@/features/dashboard/dashboard-link";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { todayIn } from "@/lib/dates";
import { addMonths, formatMonthTr } from "@/lib/turkish-calendar";
import type { ExternalDto } from "@/shared/external-closings";
import type { OccupiedDay } from "@/shared/occupancy";
import { errorMessage } from "../api/client";
import { useApiQuery } from "../api/use-api-query";
import { ExternalDialog } from "../external/external-screen";
import { useSession } from "../session/session-context";
import { PageHeader } from "../shell/page-header";
import { useToast } from "@/components/ui/toast";

type Occupancy = { month: string; days: string[]; boats: { id: number; name: string; days: OccupiedDay[] }[] };

type Style = { key: string; label: string; letter: string; className: string };

const STYLES: Record<string, Style> = {
  option: { key: "option", label: "Opsiyonlu rezervasyon", letter: "O", className: "bg-amber-300 text-amber-950" },
  confirmed: { key: "confirmed", label: "Onaylı rezervasyon", letter: "R", className: "bg-emerald-600 text-white" },
  completed: { key: "completed", label: "Tamamlanan rezervasyon", letter: "T", className: "bg-sky-700 text-white" },
  external: { key: "external", label: "Manuel kapatma", letter: "M", className: "bg-violet-600 text-white" },
  boat_date: { key: "boat_date", label: "Kapalı tarih", letter: "K", className: "bg-slate-500 text-white" },
  ical: { key: "ical", label: "iCal (başka site)", letter: "i", className: "bg-rose-600 text-white" },
};

function styleOf(d: OccupiedDay): Style {
  if (d.kind === "reservation") return STYLES[d.status ?? "confirmed"] ?? (STYLES.confirmed as Style);
  return STYLES[d.kind] as Style;
}

export function OccupancyScreen() {
  const { api } = useSession();
  const toast = useToast();
  const today = todayIn();
  const [month, setMonth] = useState(today.slice(0, 7));
  const query = useApiQuery<Occupancy>("/admin/occupancy", { month });
  const [external, setExternal] = useState<ExternalDto | null>(null);
  const data = query.data?.month === month ? query.data : undefined;

  async function openExternal(id: number) {
    try {
      setExternal(await api.get<ExternalDto>(`/admin/external/${id}`));
    } catch (e) {
      toast.error(errorMessage(e));
    }
  }

  return (
    <>
      <PageHeader title="Doluluk Takvimi" description="Teknelerin gün gün doluluğu." />
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <Button variant="secondary" onClick={() => setMonth(addMonths(month, -1))} aria-label="Önceki ay">
          ‹ Önceki
        </Button>
        <h2 className="min-w-36 text-center text-lg font-semibold" aria-live="polite">
          {formatMonthTr(month)}
        </h2>
        <Button variant="secondary" onClick={() => setMonth(addMonths(month, 1))} aria-label="Sonraki ay">
          Sonraki ›
        </Button>
        <Button variant="ghost" onClick={() => setMonth(today.slice(0, 7))}>
          Bu ay
        </Button>
      </div>
      <ul className="mb-4 flex flex-wrap gap-3 text-sm" aria-label="Renk açıklaması">
        {Object.values(STYLES).map((s) => (
          <li key={s.key} className="flex items-center gap-1.5">
            <span
              aria-hidden="true"
              className={`inline-flex size-5 items-center justify-center rounded text-xs font-bold ${s.className}`}
            >
              {s.letter}
            </span>
            {s.label}
          </li>
        ))}
        <li className="flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className="inline-block size-5 rounded border border-slate-300 bg-white dark:border-slate-600 dark:bg-slate-900"
          />
          Müsait
        </li>
      </ul>
      {query.error ? (
        <p role="alert" className="text-red-700 dark:text-red-400">
          {query.error}
        </p>
      ) : !data ? (
        <div className="space-y-2" aria-busy="true">
          {Array.from({ length: 8 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
            <Skeleton key={i} className="h-7 w-full" />
          ))}
        </div>
      ) : data.boats.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-300">Bu ay için gösterilecek tekne yok.</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900">
          <table className="border-collapse text-xs">
            <caption className="sr-only">{formatMonthTr(month)} doluluk takvimi</caption>
            <thead>
              <tr>
                <th scope="col" className="sticky left-0 z-10 bg-slate-50 px-2 py-1 text-left dark:bg-slate-800">
                  Tekne
                </th>
                {data.days.map((d) => (
                  <th
                    key={d}
                    scope="col"
                    className={`w-7 min-w-7 px-0 py-1 text-center font-medium ${d === today ? "bg-sea-100 text-sea-900 dark:bg-sea-900 dark:text-white" : "bg-slate-50 dark:bg-slate-800"}`}
                  >
                    {Number(d.slice(8))}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.boats.map((boat) => {
                const byDay = new Map(boat.days.map((d) => [d.date, d]));
                return (
                  <tr key={boat.id} className="border-t border-slate-100 dark:border-slate-800">
                    <th
                      scope="row"
                      className="sticky left-0 z-10 max-w-40 truncate bg-white px-2 py-1 text-left font-medium dark:bg-slate-900"
                    >
                      <Link href={`/dashboard/boats/${boat.id}`} className="hover:underline">
                        {boat.name}
                      </Link>
                    </th>
                    {data.days.map((date) => {
                      const occupied = byDay.get(date);
                      if (!occupied)
                        return <td key={date} className="h-7 border-l border-slate-100 dark:border-slate-800" />;
                      const style = styleOf(occupied);
                      const label = `${boat.name}, ${date.slice(8)}.${date.slice(5, 7)}: ${style.label} — ${occupied.label}`;
                      const cell = `flex h-7 w-7 items-center justify-center font-bold ${style.className} focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-black`;
                      return (
                        <td key={date} className="border-l border-white p-0 dark:border-slate-900">
                          {occupied.kind === "reservation" ? (
                            <Link
                              href={`/dashboard/reservations/${occupied.ref_id}`}
                              className={cell}
                              title={label}
                              aria-label={label}
                            >
                              {style.letter}
                            </Link>
                          ) : occupied.kind === "external" ? (
                            <button
                              type="button"
                              className={cell}
                              title={label}
                              aria-label={label}
                              onClick={() => openExternal(occupied.ref_id)}
                            >
                              {style.letter}
                            </button>
                          ) : (
                            <Link
                              href={`/dashboard/boats/${boat.id}#closings`}
                              className={cell}
                              title={label}
                              aria-label={label}
                            >
                              {style.letter}
                            </Link>
                          )}
                        </td>
                      );
                    })}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {external ? (
        <ExternalDialog closing={external} onClose={() => setExternal(null)} onSaved={() => void query.reload()} />
      ) : null}
    </>
  );
}
