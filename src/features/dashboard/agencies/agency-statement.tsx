"use client";

/**
 * An agency's commission statement for a month (GET /v1/admin/agencies/:id/statement): its confirmed and
 * completed bookings checking in that month with gross, commission, net, what it paid and what is open; totals
 * per currency; CSV and PDF downloads.
 */
import { useState } from "react";
import type { Column } from "@/components/ui/data-table";
import { todayIn } from "@/lib/dates";
import { formatMonthTr } from "@/lib/turkish-calendar";
import type { AgencyStatement, AgencyStatementLine, AgencyStatementTotal } from "@/shared/agency-statements";
import { STATUS_LABELS } from "@/shared/reservation-status";
import { useApiQuery } from "../api/use-api-query";
import { day, money } from "../format";
import { MonthPicker } from "../statements/month-picker";
import { StatementDownloads } from "../statements/statement-downloads";
import { StatementTable, type TotalFigure } from "../statements/statement-table";

const percent = (p: string) => `%${p.replace(".", ",")}`;
const amount = (
  key: "gross" | "commission" | "net" | "paid" | "open",
  header: string,
): Column<AgencyStatementLine> => ({
  key,
  header,
  cell: (l) => money(l[key], l.currency),
  className: "text-right whitespace-nowrap",
});

const columns: Column<AgencyStatementLine>[] = [
  { key: "code", header: "Kod", cell: (l) => <span className="font-mono text-xs whitespace-nowrap">{l.code}</span> },
  { key: "ref", header: "Acente ref.", cell: (l) => l.partner_reference ?? "—" },
  { key: "boat", header: "Tekne", cell: (l) => l.boat_name },
  {
    key: "dates",
    header: "Tarihler",
    cell: (l) => (
      <span className="whitespace-nowrap">
        {day(l.start_date)} – {day(l.end_date)}
      </span>
    ),
  },
  { key: "status", header: "Durum", cell: (l) => STATUS_LABELS[l.status] },
  amount("gross", "Brüt"),
  { key: "rate", header: "Oran", cell: (l) => percent(l.commission_percent), className: "text-right" },
  amount("commission", "Komisyon"),
  amount("net", "Net"),
  amount("paid", "Ödenen"),
  amount("open", "Kalan"),
];

const totalFigures: TotalFigure<AgencyStatementTotal>[] = [
  ["Brüt", (t) => t.gross],
  ["Komisyon", (t) => t.commission],
  ["Net", (t) => t.net],
  ["Ödenen", (t) => t.paid],
  ["Kalan", (t) => t.open, true],
];

export function AgencyStatementPanel({ agencyId, agencyName }: { agencyId: number; agencyName: string }) {
  const [month, setMonth] = useState(todayIn().slice(0, 7));
  const statement = useApiQuery<AgencyStatement>(`/admin/agencies/${agencyId}/statement`, { month });
  const data = statement.data?.month === month ? statement.data : undefined;

  return (
    <section aria-labelledby="agency-statement" className="mt-8">
      <h2 id="agency-statement" className="mb-2 text-lg font-semibold">
        Komisyon dökümü
      </h2>
      <div className="mb-3 flex flex-wrap items-end gap-3">
        <MonthPicker month={month} onChange={setMonth} />
        <StatementDownloads
          path={`/admin/agencies/${agencyId}/statement`}
          query={{ month }}
          prefix="komisyon-dokumu"
          name={agencyName}
          month={month}
          disabled={!data || statement.loading}
        />
      </div>
      <StatementTable
        caption={`Komisyon dökümü, ${formatMonthTr(month)}`}
        columns={columns}
        data={data}
        loading={statement.loading}
        error={statement.error}
        empty={{
          title: "Bu ay için komisyon dökümüne giren rezervasyon yok.",
          description: "Yalnızca girişi bu ayda olan onaylı veya tamamlanmış acente rezervasyonları listelenir.",
        }}
        figures={totalFigures}
      />
    </section>
  );
}
