"use client";

/**
 * /dashboard/departures, "Çıkışlar ve Dönüşler": the check-ins (departures) and check-outs (returns) of a day or a
 * week (GET /v1/admin/departures), with previous/next, "Bugün", a day or week picker and "Yazdır" (the print
 * stylesheet puts the list alone on A4) and "PDF indir". Days are Istanbul days by the server's clock: the screen
 * asks without a day first and moves from the days the answer names; the day or week shown stays in the address.
 */
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Pagination } from "@/components/ui/pagination";
import { Skeleton } from "@/components/ui/skeleton";
import { addDays, isIsoDate, isoWeekday } from "@/lib/dates";
import { formatDayTr, weekdayNameTr } from "@/lib/turkish-calendar";
import { addWeeks, isoWeekOf, isoWeekStart } from "@/lib/iso-weeks";
import type { DepartureRow } from "@/shared/departures";
import { useToast } from "@/components/ui/toast";
import { errorMessage } from "../api/client";
import { useApiQuery } from "../api/use-api-query";
import { useSession } from "../session/session-context";
import { PageHeader } from "../shell/page-header";
import { DeparturesPrintStyle } from "./departures-print-style";
import { DeparturesTable } from "./departures-table";
import { type Selection, useSelectionInUrl } from "./use-selection-in-url";

type Departures = {
  view: "day" | "week";
  from: string;
  to: string;
  week: string;
  today: string;
  rows: DepartureRow[];
  total: number;
};

/** Rows on one page of the screen (the server's default page; print and PDF: the PDF has every row). */
const TAKE = 100;

function titleOf(data: Departures): string {
  if (data.view === "day") {
    const name = `${weekdayNameTr(isoWeekday(data.from))}, ${formatDayTr(data.from)}`;
    return data.from === data.today ? `${name} (bugün)` : name;
  }
  const [year, week] = data.week.split("-W");
  return `${Number(week)}. hafta ${year}: ${formatDayTr(data.from)} – ${formatDayTr(data.to)}`;
}

export function DeparturesScreen() {
  const [chosen, setSelection] = useSelectionInUrl();
  const selection: Selection = chosen ?? { view: "day" };
  const range = selection.view === "day" ? (selection.day ? { day: selection.day } : {}) : { week: selection.week };
  // The page belongs to the day or week it was chosen on: another day starts at the first page.
  const rangeKey = JSON.stringify(range);
  const [paging, setPaging] = useState({ rangeKey, skip: 0 });
  const skip = paging.rangeKey === rangeKey ? paging.skip : 0;
  // Waits for the address to be read, so a linked day is the first thing asked.
  const query = useApiQuery<Departures>(chosen ? "/admin/departures" : null, { ...range, skip, take: TAKE });
  const data = query.data;
  const { api } = useSession();
  const toast = useToast();
  const [downloading, setDownloading] = useState(false);

  /** The list shown, as the server's PDF (the same day or week as on screen). */
  async function downloadPdf() {
    if (!data) return;
    setDownloading(true);
    try {
      const shown = data.view === "week" ? { week: data.week } : { day: data.from };
      await api.download("/admin/departures.pdf", `cikislar-donusler-${shown.week ?? shown.day}.pdf`, shown);
      toast.success("PDF indirildi.");
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setDownloading(false);
    }
  }
  const unit = selection.view === "day" ? "gün" : "hafta";

  function move(step: -1 | 1) {
    if (!data) return;
    if (selection.view === "day")
      setSelection({ view: "day", day: addDays(data.view === "day" ? data.from : data.today, step) });
    else setSelection({ view: "week", week: addWeeks(data.week, step) });
  }
  function showToday() {
    if (selection.view === "day") setSelection({ view: "day" });
    else if (data) setSelection({ view: "week", week: isoWeekOf(data.today) });
  }
  function switchView(view: "day" | "week") {
    if (view === selection.view || !data) return;
    if (view === "week") setSelection({ view: "week", week: data.week });
    else {
      // From a week to a day: today when it lies in that week, else the week's Monday.
      const inWeek = data.today >= data.from && data.today <= data.to;
      setSelection({ view: "day", day: inWeek ? data.today : data.from });
    }
  }

  const viewButton = (view: "day" | "week", label: string) => (
    <Button
      variant={selection.view === view ? "primary" : "secondary"}
      size="sm"
      aria-pressed={selection.view === view}
      onClick={() => switchView(view)}
    >
      {label}
    </Button>
  );

  return (
    <>
      <DeparturesPrintStyle />
      <PageHeader
        title="Çıkışlar ve Dönüşler"
        description="Çıkış: misafirlerin tekneye bindiği gün (check-in). Dönüş: tekneden ayrıldığı gün (check-out). İptal edilen ve süresi dolan rezervasyonlar listelenmez; opsiyonlu olanlar durumlarıyla görünür."
        actions={
          <span className="flex gap-2 print:hidden">
            <Button variant="secondary" onClick={() => window.print()}>
              Yazdır
            </Button>
            <Button variant="secondary" onClick={downloadPdf} disabled={!data} busy={downloading}>
              PDF indir
            </Button>
          </span>
        }
      />
      <div className="mb-4 flex flex-wrap items-center gap-2 print:hidden">
        <fieldset className="flex gap-1" aria-label="Görünüm">
          {viewButton("day", "Gün")}
          {viewButton("week", "Hafta")}
        </fieldset>
        <Button variant="secondary" onClick={() => move(-1)} disabled={!data} aria-label={`Önceki ${unit}`}>
          ‹ Önceki
        </Button>
        <Button variant="secondary" onClick={() => move(1)} disabled={!data} aria-label={`Sonraki ${unit}`}>
          Sonraki ›
        </Button>
        <Button variant="ghost" onClick={showToday} disabled={!data}>
          Bugün
        </Button>
        {selection.view === "day" ? (
          <label className="flex items-center gap-2 text-sm">
            Gün
            <input
              type="date"
              className="rounded-md border border-slate-300 px-2 py-1.5 dark:border-slate-600 dark:bg-slate-800"
              value={data?.view === "day" ? data.from : ""}
              onChange={(e) => {
                if (isIsoDate(e.target.value)) setSelection({ view: "day", day: e.target.value });
              }}
            />
          </label>
        ) : (
          <label className="flex items-center gap-2 text-sm">
            Hafta
            <input
              type="week"
              className="rounded-md border border-slate-300 px-2 py-1.5 dark:border-slate-600 dark:bg-slate-800"
              value={data?.view === "week" ? data.week : ""}
              onChange={(e) => {
                if (isoWeekStart(e.target.value)) setSelection({ view: "week", week: e.target.value });
              }}
            />
          </label>
        )}
      </div>
      <h2 className="mb-3 text-lg font-semibold" aria-live="polite" data-testid="departures-range">
        {data ? titleOf(data) : "Yükleniyor…"}
      </h2>
      {query.error ? (
        <p role="alert" className="text-red-700 dark:text-red-400">
          {query.error}
        </p>
      ) : !data ? (
        <div className="space-y-2" aria-busy="true">
          {Array.from({ length: 6 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
            <Skeleton key={i} className="h-8 w-full" />
          ))}
        </div>
      ) : (
        <div aria-busy={query.loading} className={query.loading ? "opacity-60" : undefined}>
          <DeparturesTable
            from={data.from}
            to={data.to}
            today={data.today}
            rows={data.rows}
            caption={`Çıkışlar ve dönüşler: ${titleOf(data)}`}
          />
          <div className="print:hidden">
            <Pagination
              skip={skip}
              take={TAKE}
              total={data.total}
              onChange={(next) => setPaging({ rangeKey, skip: next })}
            />
          </div>
        </div>
      )}
    </>
  );
}
