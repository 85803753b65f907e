"use client";

/**
 * An agency's webhook delivery log (GET /v1/admin/agencies/:id/webhook-deliveries): each event with its status,
 * attempts, next try and last answer; a given-up event, or one waiting for its next try after a failed one, can be
 * sent again at once.
 */
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useConfirm } from "@/components/ui/confirm";
import type { Column } from "@/components/ui/data-table";
import { useToast } from "@/components/ui/toast";
import type { WebhookDelivery, WebhookStatus } from "@/shared/agency-webhooks";
import { errorMessage } from "../api/client";
import { useListQuery } from "../api/use-list-query";
import { ListTable } from "../content/list-table";
import { actionsColumn } from "../content/row-actions";
import { moment } from "../format";
import { useSession } from "../session/session-context";

const STATUS: Record<WebhookStatus, { label: string; tone: "neutral" | "info" | "success" | "danger" }> = {
  pending: { label: "Bekliyor", tone: "info" },
  sending: { label: "Gönderiliyor", tone: "neutral" },
  delivered: { label: "İletildi", tone: "success" },
  failed: { label: "Vazgeçildi", tone: "danger" },
};

export function WebhookDeliveries({ agencyId }: { agencyId: number }) {
  const { api } = useSession();
  const toast = useToast();
  const confirm = useConfirm();
  const list = useListQuery<WebhookDelivery>(`/admin/agencies/${agencyId}/webhook-deliveries`, { take: 20 });

  async function retry(d: WebhookDelivery) {
    const ok = await confirm({
      title: "Yeniden gönder",
      message: `${d.type} olayı (${d.event_id}) hemen yeniden gönderilecek; deneme sayısı sıfırlanır. Acente aynı olay kimliğiyle ikinci kez alabilir.`,
      confirmLabel: "Yeniden gönder",
    });
    if (!ok) return;
    try {
      await api.v1.post("/admin/agencies/{id}/webhook-deliveries/{delivery}/retry", {
        params: { id: agencyId, delivery: d.id },
      });
      toast.success("Olay yeniden gönderim için sıraya alındı.");
      await list.reload();
    } catch (e) {
      toast.error(errorMessage(e));
    }
  }

  const columns: Column<WebhookDelivery>[] = [
    {
      key: "event",
      header: "Olay",
      cell: (d) => (
        <span className="flex flex-col">
          <span className="font-medium">{d.type}</span>
          <span className="font-mono text-xs text-slate-500 dark:text-slate-400">{d.event_id}</span>
        </span>
      ),
    },
    { key: "reservation", header: "Rezervasyon", cell: (d) => d.reservation_code ?? "—" },
    {
      key: "created",
      header: "Oluşma",
      cell: (d) => <span className="whitespace-nowrap">{moment(d.created_at)}</span>,
    },
    {
      key: "status",
      header: "Durum",
      cell: (d) => <Badge tone={STATUS[d.status].tone}>{STATUS[d.status].label}</Badge>,
    },
    { key: "attempts", header: "Deneme", cell: (d) => d.attempts, className: "text-right" },
    {
      key: "next",
      header: "Sonraki deneme",
      cell: (d) => <span className="whitespace-nowrap">{moment(d.next_attempt_at)}</span>,
    },
    {
      key: "answer",
      header: "Son yanıt",
      cell: (d) => (
        <span className="flex flex-col">
          <span className="font-mono">{d.last_status_code ?? "—"}</span>
          {d.last_error ? <span className="text-xs text-slate-600 dark:text-slate-300">{d.last_error}</span> : null}
        </span>
      ),
    },
    actionsColumn((d) =>
      d.status === "failed" || (d.status === "pending" && d.attempts > 0) ? (
        <Button size="sm" variant="secondary" onClick={() => retry(d)} aria-label={`${d.event_id}: yeniden gönder`}>
          Yeniden gönder
        </Button>
      ) : null,
    ),
  ];

  return (
    <section aria-labelledby="agency-deliveries" className="mt-8">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h2 id="agency-deliveries" className="text-lg font-semibold">
          Webhook gönderimleri
        </h2>
        <Button size="sm" variant="secondary" onClick={() => list.reload()}>
          Yenile
        </Button>
      </div>
      <ListTable
        list={list}
        caption="Webhook gönderimleri"
        columns={columns}
        rowKey={(d) => d.id}
        emptyTitle="Henüz gönderilecek olay yok."
        emptyDescription="Acentenin rezervasyonları oluştukça, onaylandıkça, iptal edildikçe ya da süresi dolunca olaylar burada görünür."
      />
    </section>
  );
}
