"use client";

/**
 * /dashboard/transactions ("Ödemeler"): payments and refunds (50 a page) with filters (days, boat, reservation
 * number or code, method, kind), totals per currency of the filtered set above the table, voided rows struck
 * through with their reason, CSV of the filtered set. The tab "İlgilenilmesi gerekenler" (#ilgilenilmesi-gerekenler)
 * lists the flagged card payments still to look at, each saying why; "Muhasebeye bildirilecek faturalar"
 * (#muhasebe-faturalar) the payments voided or corrected after their invoice was made (issue 32). ADMIN corrects, voids, refunds card payments
 * through their provider and marks flagged ones as looked at; an OWNER sees their own boats' payments, read-only
 * (decision 0018).
 */
import { DashboardLink as Link } from "@/features/dashboard/dashboard-link";
import { useEffect, useState } from "react";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { type Column, DataTable } from "@/components/ui/data-table";
import { SelectField, TextField } from "@/components/ui/field";
import { FilterBar } from "@/components/ui/filter-bar";
import { Pagination } from "@/components/ui/pagination";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs } from "@/components/ui/tabs";
import { useToast } from "@/components/ui/toast";
import { clock } from "@/lib/clock";
import { KIND_LABELS, METHOD_LABELS, type transactionListSchema } from "@/shared/payments";
import { errorMessage, type Query } from "../api/client";
import { useApiQuery } from "../api/use-api-query";
import { money, moment } from "../format";
import type { Transaction } from "../reservations/reservation-types";
import { useBoatChoices } from "../reservations/use-boat-choices";
import { useSession } from "../session/session-context";
import { PageHeader } from "../shell/page-header";
import { ATTENTION_TAB, INVOICE_FLAGGED_TAB } from "../shell/follow-up-links";
import type { Counts } from "../shell/use-counts";
import {
  AmountCell,
  KEEP_COLUMN,
  StateCell,
  transactionRowProps,
  useTransactionActions,
} from "./use-transaction-actions";
import { InvoiceCell } from "./invoice-cell";

type TransactionList = z.infer<typeof transactionListSchema>;

const TAKE = 50;
const options = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));

/** The filter bar's values → the API's query: a number is a reservation number, anything else its code. */
function toQuery(v: Record<string, string>): Query {
  const reservation = v.reservation?.trim();
  const numeric = reservation !== undefined && /^[1-9][0-9]{0,9}$/.test(reservation);
  return {
    from: v.from,
    to: v.to,
    boat_id: v.boat_id,
    method: v.method,
    kind: v.kind,
    reservation_id: numeric ? reservation : undefined,
    reservation_code: reservation && !numeric ? reservation : undefined,
  };
}

function Totals({ list, loading }: { list: TransactionList | undefined; loading: boolean }) {
  if (!list) {
    return loading ? (
      <div className="mb-4 h-20" aria-hidden="true">
        <Skeleton />
      </div>
    ) : null;
  }
  return (
    <section aria-labelledby="totals-title" className="mb-4">
      <h2 id="totals-title" className="sr-only">
        Para birimine göre toplamlar
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {list.totals.map((t) => (
          <li
            key={t.currency}
            className="rounded-lg border border-slate-200 bg-white p-3 text-sm dark:border-slate-700 dark:bg-slate-900"
            data-testid={`total-${t.currency}`}
          >
            <div className="text-slate-600 dark:text-slate-400">
              {t.currency} · {t.count} kayıt
            </div>
            <div className="text-lg font-semibold">Net {money(t.net, t.currency)}</div>
            <div className="text-slate-700 dark:text-slate-300">
              Tahsilat {money(t.payments, t.currency)} · İade {money(t.refunds, t.currency)}
              {t.damage_deposits > 0 ? ` · Hasar depozitosu ${money(t.damage_deposits, t.currency)}` : null}
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        {list.totals.length === 0 ? "Bu filtrelerle geçerli ödeme yok. " : null}
        Toplamlara iptal edilen kayıtlar katılmaz
        {list.voided_count > 0 ? ` (${list.voided_count} iptal edilmiş kayıt listede üstü çizili gösteriliyor).` : "."}
      </p>
    </section>
  );
}

export function TransactionsScreen() {
  const { api } = useSession();
  const toast = useToast();
  const boats = useBoatChoices();
  const [filters, setFilters] = useState<Query>({});
  const [skip, setSkip] = useState(0);
  const [tab, setTab] = useState("all");
  const flaggedOnly = tab === ATTENTION_TAB;
  const invoiceFlaggedOnly = tab === INVOICE_FLAGGED_TAB;
  const tabFilter = {
    attention: flaggedOnly ? "true" : undefined,
    invoice_flagged: invoiceFlaggedOnly ? "true" : undefined,
  };
  const query = useApiQuery<TransactionList>("/admin/transactions", { skip, take: TAKE, ...filters, ...tabFilter });
  const counts = useApiQuery<Counts>("/admin/counts");
  const reloadAll = () => {
    void query.reload();
    void counts.reload();
  };
  const { actions, dialogs, canChange } = useTransactionActions(reloadAll);

  useEffect(() => {
    const hash = window.location.hash.slice(1);
    if (hash === ATTENTION_TAB || hash === INVOICE_FLAGGED_TAB) setTab(hash);
  }, []);

  function changeTab(next: string) {
    setTab(next);
    setSkip(0);
    history.replaceState(null, "", next === "all" ? window.location.pathname : `#${next}`);
  }

  const flaggedCount = counts.data?.attentionCount;
  const tabs = [
    { id: "all", label: "Tüm ödemeler" },
    { id: ATTENTION_TAB, label: `İlgilenilmesi gerekenler${flaggedCount ? ` (${flaggedCount})` : ""}` },
    { id: INVOICE_FLAGGED_TAB, label: "Muhasebeye bildirilecek faturalar" },
  ];
  const [downloading, setDownloading] = useState(false);

  async function downloadCsv() {
    setDownloading(true);
    try {
      await api.download("/admin/transactions/csv", `odemeler-${clock.now().toISOString().slice(0, 10)}.csv`, {
        ...filters,
        ...tabFilter,
      });
      toast.success("Ödemeler indirildi.");
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setDownloading(false);
    }
  }

  const columns: Column<Transaction>[] = [
    { key: "paid_at", header: "Tarih", cell: (t) => <span className="whitespace-nowrap">{moment(t.paid_at)}</span> },
    {
      key: "reservation",
      header: "Rezervasyon",
      cell: (t) => (
        <Link
          href={`/dashboard/reservations/${t.reservation_id}`}
          className="font-mono font-medium whitespace-nowrap text-sea-700 hover:underline dark:text-sky-300"
        >
          {t.reservation_code}
        </Link>
      ),
    },
    { key: "boat", header: "Tekne", cell: (t) => t.boat.name },
    { key: "customer", header: "Müşteri", cell: (t) => t.customer_name },
    { key: "kind", header: "Tür", cell: (t) => KIND_LABELS[t.kind] },
    { key: "method", header: "Yöntem", cell: (t) => METHOD_LABELS[t.method] },
    { key: "amount", header: "Tutar", cell: (t) => <AmountCell transaction={t} /> },
    { key: "reference", header: "Referans", cell: (t) => t.reference ?? "—" },
    { key: "by", header: "Kaydeden", cell: (t) => t.recorded_by?.name ?? "—" },
    { key: "state", header: "Durum", className: KEEP_COLUMN, cell: (t) => <StateCell transaction={t} /> },
    {
      key: "invoice",
      header: "Fatura",
      className: KEEP_COLUMN,
      cell: (t) => <InvoiceCell transaction={t} onChanged={reloadAll} />,
    },
    ...(canChange
      ? [{ key: "actions", header: <span className="sr-only">İşlemler</span>, className: KEEP_COLUMN, cell: actions }]
      : []),
  ];

  return (
    <>
      <PageHeader
        title="Ödemeler"
        actions={
          <Button variant="secondary" busy={downloading} onClick={downloadCsv}>
            CSV indir
          </Button>
        }
      />
      <Tabs tabs={tabs} value={tab} onChange={changeTab} label="Ödeme listeleri">
        <FilterBar
          label="Ödeme filtreleri"
          onApply={(v) => {
            setFilters(toQuery(v));
            setSkip(0);
          }}
        >
          <TextField label="Başlangıç" name="from" type="date" />
          <TextField label="Bitiş" name="to" type="date" />
          <SelectField label="Tekne" name="boat_id" placeholder="Tümü" options={boats} />
          <TextField label="Rezervasyon no veya kodu" name="reservation" type="search" />
          <SelectField label="Yöntem" name="method" placeholder="Tümü" options={options(METHOD_LABELS)} />
          <SelectField label="Tür" name="kind" placeholder="Tümü" options={options(KIND_LABELS)} />
        </FilterBar>
        {query.error && query.data ? (
          <p role="alert" className="mb-3 text-sm text-red-700 dark:text-red-400">
            {query.error}
          </p>
        ) : null}
        <Totals list={query.error ? undefined : query.data} loading={query.loading} />
        {invoiceFlaggedOnly ? (
          <p className="mb-3 text-sm text-slate-600 dark:text-slate-300">
            Faturası (Paraşüt'te satış faturası) kesildikten sonra iptal edilen ya da tutarı düzeltilen ödemeler:
            muhasebeye bildirin; fatura Liman'dan iptal edilmez.
          </p>
        ) : null}
        {flaggedOnly ? (
          <p className="mb-3 text-sm text-slate-600 dark:text-slate-300">
            Sağlayıcıdan gelen ve personelin bakması gereken kart ödemeleri: kapanmış bir rezervasyona, fazladan ya da
            farklı bir tutarla gelenler. İade edilince ya da “İncelendi” olarak işaretlenince listeden çıkarlar.
          </p>
        ) : null}
        <DataTable
          caption="Ödemeler"
          columns={columns}
          rows={query.data?.items}
          rowKey={(t) => t.id}
          rowProps={transactionRowProps}
          loading={query.loading}
          error={query.data ? null : query.error}
          emptyTitle={
            flaggedOnly
              ? "İlgilenilmesi gereken ödeme yok."
              : invoiceFlaggedOnly
                ? "Muhasebeye bildirilecek fatura yok."
                : "Ödeme kaydı bulunamadı."
          }
          emptyDescription={
            flaggedOnly || invoiceFlaggedOnly
              ? undefined
              : "Ödemeler rezervasyon sayfasından kaydedilir; filtreleri değiştirmeyi de deneyebilirsiniz."
          }
        />
        <Pagination skip={skip} take={TAKE} total={query.data?.total ?? 0} onChange={setSkip} />
      </Tabs>
      {dialogs}
    </>
  );
}
