"use client";

/**
 * /dashboard/reports (ADMIN and OWNER): occupancy, revenue by month, source and boat, booking lead time,
 * cancellation rate and top boats for a period of months and an optional boat. Every figure comes from the
 * server's SQL aggregates (GET /v1/admin/reports/…; an OWNER gets only their own boats); each chart has its
 * data table beside it and a CSV download. Definitions: docs/decisions/0022-reports.md. One file per report.
 */
import { useState } from "react";
import { SelectField, TextField } from "@/components/ui/field";
import { FilterBar } from "@/components/ui/filter-bar";
import { todayIn } from "@/lib/dates";
import type { Query } from "../api/client";
import { useBoatChoices } from "../reservations/use-boat-choices";
import { PageHeader } from "../shell/page-header";
import { CancellationReport } from "./cancellation-report";
import { LeadTimeReport } from "./lead-time-report";
import { OccupancyReport } from "./occupancy-report";
import { Definitions } from "./report-definitions";
import { monthTr } from "./report-format";
import { RevenueReport } from "./revenue-report";
import { TopBoatsReport } from "./top-boats-report";

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
          <OccupancyReport path={path("occupancy")} query={query} />
          <RevenueReport path={path("revenue")} query={query} />
          <LeadTimeReport path={path("lead-time")} query={query} />
          <CancellationReport path={path("cancellations")} query={query} />
          <TopBoatsReport path={path("top-boats")} query={query} />
        </div>
      )}
    </>
  );
}
