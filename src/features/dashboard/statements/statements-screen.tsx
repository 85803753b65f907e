"use client";

/**
 * /dashboard/statements (ADMIN and OWNER): an owner's statement for a month (GET /v1/admin/statements): their
 * confirmed and completed stays checking in that month with gross, commission and net, totals per currency,
 * CSV and PDF downloads. ADMIN picks the owner and sets the commission rates below; an OWNER sees their own.
 */
import { useState } from "react";
import type { Column } from "@/components/ui/data-table";
import { SelectField } from "@/components/ui/field";
import { todayIn } from "@/lib/dates";
import { formatMonthTr } from "@/lib/turkish-calendar";
import { STATUS_LABELS } from "@/shared/reservation-status";
import type { OwnerCommission, Statement, StatementLine, StatementTotal } from "@/shared/statements";
import { useApiQuery } from "../api/use-api-query";
import { day, money } from "../format";
import { useSession } from "../session/session-context";
import { PageHeader } from "../shell/page-header";
import { CommissionRates } from "./commission-rates";
import { MonthPicker } from "./month-picker";
import { StatementDownloads } from "./statement-downloads";
import { StatementTable, type TotalFigure } from "./statement-table";

const percent = (p: string) => `%${p.replace(".", ",")}`;

const lineColumns: Column<StatementLine>[] = [
  { key: "code", header: "Kod", cell: (l) => <span className="font-mono text-xs whitespace-nowrap">{l.code}</span> },
  { key: "boat", header: "Tekne", cell: (l) => <span className="font-medium">{l.boat_name}</span> },
  {
    key: "dates",
    header: "Tarihler",
    cell: (l) => (
      <span className="whitespace-nowrap">
        {day(l.start_date)} – {day(l.end_date)}
      </span>
    ),
  },
  { key: "guests", header: "Misafir", cell: (l) => l.guests, className: "text-right" },
  { key: "status", header: "Durum", cell: (l) => STATUS_LABELS[l.status] },
  { key: "gross", header: "Brüt", cell: (l) => money(l.gross, l.currency), className: "text-right whitespace-nowrap" },
  {
    key: "paid",
    header: "Tahsil edilen",
    cell: (l) => money(l.paid, l.currency),
    className: "text-right whitespace-nowrap",
  },
  { key: "rate", header: "Oran", cell: (l) => percent(l.commission_percent), className: "text-right" },
  {
    key: "commission",
    header: "Komisyon",
    cell: (l) => money(l.commission, l.currency),
    className: "text-right whitespace-nowrap",
  },
  {
    key: "net",
    header: "Net ödenecek",
    cell: (l) => <span className="font-semibold">{money(l.net, l.currency)}</span>,
    className: "text-right whitespace-nowrap",
  },
];

const totalFigures: TotalFigure<StatementTotal>[] = [
  ["Brüt", (t) => t.gross],
  ["Tahsil edilen", (t) => t.paid],
  ["Komisyon", (t) => t.commission],
  ["Net ödenecek", (t) => t.net, true],
];

export function StatementsScreen() {
  const { isAdmin } = useSession();
  const thisMonth = todayIn().slice(0, 7);
  const [month, setMonth] = useState(thisMonth);
  const [ownerId, setOwnerId] = useState("");
  const owners = useApiQuery<{ items: OwnerCommission[] }>(isAdmin ? "/admin/statements/commission-rates" : null);
  const ready = !isAdmin || ownerId !== "";
  const query = { month, owner_id: isAdmin ? ownerId : undefined };
  const statement = useApiQuery<Statement>(ready ? "/admin/statements" : null, query);
  const data = ready && statement.data?.month === month ? statement.data : undefined;

  return (
    <>
      <PageHeader
        title="Hesap Dökümü"
        description="Seçilen ayda girişi olan onaylı ve tamamlanmış rezervasyonlar: brüt tutar, komisyon ve tekne sahibine ödenecek net tutar."
        actions={
          <StatementDownloads
            path="/admin/statements"
            query={query}
            prefix="hesap-dokumu"
            name={data?.owner.name ?? ""}
            month={month}
            disabled={!data || statement.loading}
          />
        }
      />
      <div className="mb-4 flex flex-wrap items-end gap-3">
        {isAdmin ? (
          <SelectField
            label="Tekne sahibi"
            className="w-full sm:w-72"
            value={ownerId}
            onChange={(e) => setOwnerId(e.target.value)}
            placeholder={owners.loading ? "Yükleniyor…" : "Tekne sahibi seçin"}
            options={(owners.data?.items ?? []).map((o) => ({ value: String(o.id), label: o.name }))}
            error={owners.error ?? undefined}
          />
        ) : null}
        <MonthPicker month={month} onChange={setMonth} />
      </div>
      {ready ? (
        <>
          <h2 className="mb-2 text-lg font-semibold" aria-live="polite">
            {data ? `${data.owner.name} · ${formatMonthTr(month)}` : formatMonthTr(month)}
          </h2>
          <StatementTable
            caption={`Hesap dökümü, ${formatMonthTr(month)}`}
            columns={lineColumns}
            data={data}
            loading={statement.loading}
            error={statement.error}
            empty={{
              title: "Bu ay için hesap dökümüne giren rezervasyon yok.",
              description: "Yalnızca girişi bu ayda olan onaylı veya tamamlanmış rezervasyonlar listelenir.",
            }}
            figures={totalFigures}
          />
        </>
      ) : (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600 dark:border-slate-600 dark:text-slate-300">
          Hesap dökümünü görmek için bir tekne sahibi seçin.
        </p>
      )}
      {isAdmin ? <CommissionRates query={owners} /> : null}
    </>
  );
}
