"use client";

/**
 * The reservation's invoices (issue 32): one per payment received, with its e-Arşiv number, day, amount and state.
 * The list follows by itself while an invoice is queued or its e-Arşiv awaited ("Yenile" asks at once).
 * A failed one shows Paraşüt's words and, for an ADMIN, "Yeniden dene" (a new e-Arşiv of the same sales invoice);
 * one whose payment was voided or corrected after invoicing is flagged for the accountant; an issued one's PDF
 * downloads through Liman.
 */
import { useEffect, useRef, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { type Column, DataTable } from "@/components/ui/data-table";
import { useToast } from "@/components/ui/toast";
import type { Invoice } from "@/shared/invoices";
import { errorMessage } from "../api/client";
import { useApiQuery } from "../api/use-api-query";
import { day, money } from "../format";
import { FLAGGED_TEXT, INVOICE_STATES, invoiceProblem } from "../transactions/invoice-cell";
import { useSession } from "../session/session-context";

/** While an invoice is on its way (the job runs every 15 s), the list is looked at again this often. */
const REFRESH_MS = 5_000;
const onItsWay = (i: Invoice) => i.state === "queued" || i.state === "archiving";

const KINDS: Record<string, string> = {
  deposit: "Ön ödeme",
  balance: "Kalan ödeme",
  damage_deposit: "Hasar depozitosu",
};

export function InvoicesPanel({
  reservation,
  onSettled,
}: {
  reservation: { id: number; code: string };
  /** An invoice on its way got there (issued or failed): the payment rows show it too. */
  onSettled?: () => void;
}) {
  const { api, isAdmin } = useSession();
  const toast = useToast();
  const query = useApiQuery<{ items: Invoice[]; total: number; enabled: boolean }>(
    `/admin/reservations/${reservation.id}/invoices`,
  );
  const [busy, setBusy] = useState<string | null>(null);
  const { reload } = query;
  const waiting = query.data?.items.some(onItsWay) ?? false;

  const wasWaiting = useRef(false);
  useEffect(() => {
    if (wasWaiting.current && !waiting) onSettled?.();
    wasWaiting.current = waiting;
  }, [waiting, onSettled]);

  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => void reload(), REFRESH_MS);
    return () => clearInterval(timer);
  }, [waiting, reload]);

  async function act(key: string, work: () => Promise<unknown>, done: string) {
    setBusy(key);
    try {
      await work();
      toast.success(done);
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setBusy(null);
    }
  }

  // Invoicing off and nothing ever sent: no panel (payments' invoices wait unsent until Paraşüt is configured).
  const sent = query.data?.items.some((i) => i.has_sales_invoice || i.state === "failed");
  if (query.data && !query.data.enabled && !sent) return null;

  const columns: Column<Invoice>[] = [
    { key: "kind", header: "Ödeme", cell: (i) => KINDS[i.kind] ?? i.kind },
    { key: "number", header: "Fatura no", cell: (i) => i.number ?? "—" },
    { key: "issue_date", header: "Tarih", cell: (i) => day(i.issue_date) },
    { key: "amount", header: "Tutar", cell: (i) => money(i.amount, i.currency) },
    {
      key: "state",
      header: "Durum",
      cell: (i) => (
        <div className="space-y-1">
          <Badge tone={INVOICE_STATES[i.state].tone}>{INVOICE_STATES[i.state].label}</Badge>
          {i.flagged ? <p className="text-xs text-amber-800 dark:text-amber-200">{FLAGGED_TEXT}</p> : null}
          {invoiceProblem(i) ? (
            <p className="max-w-md text-xs text-red-800 dark:text-red-200">{invoiceProblem(i)}</p>
          ) : null}
        </div>
      ),
    },
    {
      key: "actions",
      header: <span className="sr-only">İşlemler</span>,
      cell: (i) => (
        <div className="flex gap-2">
          {i.state === "done" ? (
            <Button
              size="sm"
              variant="secondary"
              aria-label={`PDF: ${i.number ?? KINDS[i.kind] ?? i.kind}`}
              busy={busy === `pdf-${i.id}`}
              onClick={() =>
                act(
                  `pdf-${i.id}`,
                  () =>
                    api.download(
                      `/admin/invoices/${i.id}/pdf`,
                      `LIMAN-${reservation.code}-fatura-${i.number ?? i.id}.pdf`,
                    ),
                  "PDF indirildi.",
                )
              }
            >
              PDF
            </Button>
          ) : null}
          {isAdmin && i.retryable ? (
            <Button
              size="sm"
              aria-label={`Yeniden dene: ${KINDS[i.kind] ?? i.kind} ${money(i.amount, i.currency)}`}
              busy={busy === `retry-${i.id}`}
              onClick={() =>
                act(
                  `retry-${i.id}`,
                  async () => {
                    await api.v1.post("/admin/invoices/{id}/retry", { params: { id: i.id } });
                    await query.reload();
                    onSettled?.();
                  },
                  "Fatura yeniden sıraya alındı.",
                )
              }
            >
              Yeniden dene
            </Button>
          ) : null}
        </div>
      ),
    },
  ];

  return (
    <section aria-labelledby="invoices-title" className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <h2 id="invoices-title" className="text-lg font-semibold">
          Faturalar
        </h2>
        <Button size="sm" variant="ghost" onClick={() => query.reload()}>
          Yenile
        </Button>
      </div>
      <DataTable
        caption="Rezervasyonun faturaları"
        columns={columns}
        rows={query.data?.items}
        rowKey={(i) => i.id}
        loading={query.loading}
        error={query.error}
        emptyTitle="Henüz fatura yok."
        emptyDescription="Alınan her ödeme için Paraşüt'te fatura ve e-Arşiv kesilir (fatura kesimi açıksa)."
        skeletonRows={1}
      />
    </section>
  );
}
