"use client";

/**
 * An agency's commission statement for a month (GET /v1/admin/agencies/:id/statement): its confirmed and
 * completed bookings checking in that month with gross, commission, net, what it paid and what is open; totals
 * per currency; CSV and PDF downloads.
 */
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { type Column, DataTable } from "@/components/ui/data-table";
import { TextField } from "@/components/ui/field";
import { useToast } from "@/components/ui/toast";
import { todayIn } from "@/lib/dates";
import { foldTurkish } from "@/lib/slug";
import { addMonths, formatMonthTr } from "@/lib/turkish-calendar";
import type { AgencyStatement, AgencyStatementLine } from "@/shared/agency-statements";
import { STATUS_LABELS } from "@/shared/reservation-status";
import { errorMessage } from "../api/client";
import { useApiQuery } from "../api/use-api-query";
import { day, money } from "../format";
import { useSession } from "../session/session-context";

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

export function AgencyStatementPanel({ agencyId, agencyName }: { agencyId: number; agencyName: string }) {
  const { api } = useSession();
  const toast = useToast();
  const [month, setMonth] = useState(todayIn().slice(0, 7));
  const statement = useApiQuery<AgencyStatement>(`/admin/agencies/${agencyId}/statement`, { month });
  const data = statement.data?.month === month ? statement.data : undefined;
  const [downloading, setDownloading] = useState<"csv" | "pdf" | null>(null);

  async function download(kind: "csv" | "pdf") {
    setDownloading(kind);
    try {
      const name = foldTurkish(agencyName).replace(/[^a-z0-9]+/g, "-");
      await api.download(`/admin/agencies/${agencyId}/statement.${kind}`, `komisyon-dokumu-${name}-${month}.${kind}`, {
        month,
      });
      toast.success(kind === "pdf" ? "PDF indirildi." : "CSV indirildi.");
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setDownloading(null);
    }
  }

  return (
    <section aria-labelledby="agency-statement" className="mt-8">
      <h2 id="agency-statement" className="mb-2 text-lg font-semibold">
        Komisyon dökümü
      </h2>
      <div className="mb-3 flex flex-wrap items-end gap-3">
        <TextField
          label="Ay"
          type="month"
          className="w-44"
          value={month}
          min="2000-01"
          max="2099-12"
          onChange={(e) => {
            if (/^\d{4}-\d{2}$/.test(e.target.value)) setMonth(e.target.value);
          }}
        />
        <Button variant="secondary" onClick={() => setMonth(addMonths(month, -1))} aria-label="Önceki ay">
          ‹ Önceki
        </Button>
        <Button variant="secondary" onClick={() => setMonth(addMonths(month, 1))} aria-label="Sonraki ay">
          Sonraki ›
        </Button>
        <Button
          variant="secondary"
          onClick={() => download("csv")}
          busy={downloading === "csv"}
          disabled={!data || statement.loading}
        >
          CSV indir
        </Button>
        <Button
          variant="secondary"
          onClick={() => download("pdf")}
          busy={downloading === "pdf"}
          disabled={!data || statement.loading}
        >
          PDF indir
        </Button>
      </div>
      <DataTable
        caption={`Komisyon dökümü, ${formatMonthTr(month)}`}
        columns={columns}
        rows={data?.lines}
        rowKey={(l) => l.code}
        loading={statement.loading}
        error={statement.error}
        emptyTitle="Bu ay için komisyon dökümüne giren rezervasyon yok."
        emptyDescription="Yalnızca girişi bu ayda olan onaylı veya tamamlanmış acente rezervasyonları listelenir."
      />
      {data && data.totals.length > 0 ? (
        <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {data.totals.map((t) => (
            <li
              key={t.currency}
              className="rounded-lg border border-slate-200 bg-white p-4 text-sm dark:border-slate-700 dark:bg-slate-900"
            >
              <p className="font-semibold">
                {t.currency} · {t.count} rezervasyon
              </p>
              <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1">
                <dt>Brüt</dt>
                <dd className="text-right">{money(t.gross, t.currency)}</dd>
                <dt>Komisyon</dt>
                <dd className="text-right">{money(t.commission, t.currency)}</dd>
                <dt>Net</dt>
                <dd className="text-right">{money(t.net, t.currency)}</dd>
                <dt>Ödenen</dt>
                <dd className="text-right">{money(t.paid, t.currency)}</dd>
                <dt className="font-semibold">Kalan</dt>
                <dd className="text-right font-semibold">{money(t.open, t.currency)}</dd>
              </dl>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
