"use client";

/**
 * /dashboard/statements (ADMIN and OWNER): an owner's statement for a month (GET /v1/admin/statements): their
 * confirmed and completed stays checking in that month with gross, commission and net, totals per currency,
 * CSV and PDF downloads. ADMIN picks the owner and sets the commission rates below; an OWNER sees their own.
 */
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { type Column, DataTable } from "@/components/ui/data-table";
import { SelectField, TextField } from "@/components/ui/field";
import { useToast } from "@/components/ui/toast";
import { todayIn } from "@/lib/dates";
import { foldTurkish } from "@/lib/slug";
import { addMonths, formatMonthTr } from "@/lib/turkish-calendar";
import { STATUS_LABELS } from "@/shared/reservation-status";
import type { OwnerCommission, Statement, StatementLine, StatementTotal } from "@/shared/statements";
import { errorMessage } from "../api/client";
import { useApiQuery } from "../api/use-api-query";
import { day, money } from "../format";
import { useSession } from "../session/session-context";
import { PageHeader } from "../shell/page-header";
import { CommissionRates } from "./commission-rates";

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

function Totals({ totals }: { totals: StatementTotal[] }) {
  return (
    <section aria-labelledby="statement-totals" className="mt-5">
      <h2 id="statement-totals" className="mb-2 text-lg font-semibold">
        Toplamlar
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {totals.map((t) => (
          <li
            key={t.currency}
            className="rounded-lg border border-slate-200 bg-white p-4 text-sm dark:border-slate-700 dark:bg-slate-900"
            data-testid={`statement-total-${t.currency}`}
          >
            <p className="font-semibold">
              {t.currency} · {t.count} rezervasyon
            </p>
            <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1">
              <dt className="text-slate-600 dark:text-slate-400">Brüt</dt>
              <dd className="text-right">{money(t.gross, t.currency)}</dd>
              <dt className="text-slate-600 dark:text-slate-400">Tahsil edilen</dt>
              <dd className="text-right">{money(t.paid, t.currency)}</dd>
              <dt className="text-slate-600 dark:text-slate-400">Komisyon</dt>
              <dd className="text-right">{money(t.commission, t.currency)}</dd>
              <dt className="font-semibold">Net ödenecek</dt>
              <dd className="text-right font-semibold">{money(t.net, t.currency)}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function StatementsScreen() {
  const { api, isAdmin } = useSession();
  const toast = useToast();
  const thisMonth = todayIn().slice(0, 7);
  const [month, setMonth] = useState(thisMonth);
  const [ownerId, setOwnerId] = useState("");
  const owners = useApiQuery<{ items: OwnerCommission[] }>(isAdmin ? "/admin/statements/commission-rates" : null);
  const ready = !isAdmin || ownerId !== "";
  const query = { month, owner_id: isAdmin ? ownerId : undefined };
  const statement = useApiQuery<Statement>(ready ? "/admin/statements" : null, query);
  const data = ready && statement.data?.month === month ? statement.data : undefined;
  const [downloading, setDownloading] = useState<"csv" | "pdf" | null>(null);

  async function download(kind: "csv" | "pdf") {
    if (!data) return;
    setDownloading(kind);
    try {
      const name = foldTurkish(data.owner.name).replace(/[^a-z0-9]+/g, "-");
      await api.download(`/admin/statements.${kind}`, `hesap-dokumu-${name}-${month}.${kind}`, query);
      toast.success(kind === "pdf" ? "PDF indirildi." : "CSV indirildi.");
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setDownloading(null);
    }
  }

  return (
    <>
      <PageHeader
        title="Hesap Dökümü"
        description="Seçilen ayda girişi olan onaylı ve tamamlanmış rezervasyonlar: brüt tutar, komisyon ve tekne sahibine ödenecek net tutar."
        actions={
          <>
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
          </>
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
        <div className="flex gap-2">
          <Button variant="secondary" onClick={() => setMonth(addMonths(month, -1))} aria-label="Önceki ay">
            ‹ Önceki
          </Button>
          <Button variant="secondary" onClick={() => setMonth(addMonths(month, 1))} aria-label="Sonraki ay">
            Sonraki ›
          </Button>
        </div>
      </div>
      {ready ? (
        <>
          <h2 className="mb-2 text-lg font-semibold" aria-live="polite">
            {data ? `${data.owner.name} · ${formatMonthTr(month)}` : formatMonthTr(month)}
          </h2>
          <DataTable
            caption={`Hesap dökümü, ${formatMonthTr(month)}`}
            columns={lineColumns}
            rows={data?.lines}
            rowKey={(l) => l.code}
            loading={statement.loading}
            error={statement.error}
            emptyTitle="Bu ay için hesap dökümüne giren rezervasyon yok."
            emptyDescription="Yalnızca girişi bu ayda olan onaylı veya tamamlanmış rezervasyonlar listelenir."
          />
          {data && data.totals.length > 0 ? <Totals totals={data.totals} /> : null}
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
