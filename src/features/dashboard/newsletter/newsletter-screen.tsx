"use client";

/**
 * /dashboard/newsletter (ADMIN): newsletter campaigns, newest first, 10 a page, with their counts (recipients,
 * sent, failed, pending). Drafts can be edited (subject + rich text, preview), mailed to the signed-in admin as a
 * test, sent to every confirmed subscriber (after a confirmation naming how many) or deleted. While a campaign is
 * going out the list refreshes itself.
 */
import { useEffect, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useConfirm } from "@/components/ui/confirm";
import type { Column } from "@/components/ui/data-table";
import { useToast } from "@/components/ui/toast";
import type { CampaignStatus, CampaignSummaryDto } from "@/shared/newsletter-campaigns";
import { errorMessage } from "../api/client";
import { useListQuery } from "../api/use-list-query";
import { actionsColumn, RowActions } from "../content/row-actions";
import { useDeleteAction } from "../content/use-delete-action";
import { moment } from "../format";
import { useSession } from "../session/session-context";
import { PageHeader } from "../shell/page-header";
import { CampaignDialog, type CampaignEditing } from "./campaign-dialog";
import { ListTable } from "../content/list-table";

const STATUS: Record<CampaignStatus, { label: string; tone: "neutral" | "info" | "success" }> = {
  draft: { label: "Taslak", tone: "neutral" },
  sending: { label: "Gönderiliyor", tone: "info" },
  sent: { label: "Gönderildi", tone: "success" },
};

/** How often the list refreshes while a campaign still has mails to go. */
const REFRESH_MS = 5_000;

const inFlight = (c: CampaignSummaryDto) => c.status === "sending" || c.counts.pending > 0;

function countColumn(key: keyof CampaignSummaryDto["counts"], header: string): Column<CampaignSummaryDto> {
  return {
    key,
    header,
    className: "text-right tabular-nums",
    cell: (c) => (c.status === "draft" ? "—" : c.counts[key].toLocaleString("tr-TR")),
  };
}

export function NewsletterScreen() {
  const { api } = useSession();
  const toast = useToast();
  const confirm = useConfirm();
  const remove = useDeleteAction();
  const list = useListQuery<CampaignSummaryDto>("/admin/newsletter", { take: 10 });
  const [editing, setEditing] = useState<CampaignEditing>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const { reload } = list;
  const active = list.rows?.some(inFlight) ?? false;

  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => void reload(), REFRESH_MS);
    return () => clearInterval(timer);
  }, [active, reload]);

  async function sendTest(c: CampaignSummaryDto) {
    setBusy(c.id);
    try {
      const { to } = await api.post<{ to: string }>(`/admin/newsletter/${c.id}/test`);
      toast.success(`Test e-postası ${to} adresine gönderildi.`);
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setBusy(null);
    }
  }

  async function send(c: CampaignSummaryDto) {
    setBusy(c.id);
    try {
      const { confirmed } = await api.get<{ confirmed: number }>("/admin/newsletter/audience");
      if (confirmed === 0) {
        toast.error("Onaylanmış abone olmadığı için bülten gönderilemez.");
        return;
      }
      const ok = await confirm({
        title: "Bülteni gönder",
        message: `“${c.subject}” ${confirmed.toLocaleString("tr-TR")} aboneye gönderilecek. Gönderim başladıktan sonra durdurulamaz ve bülten değiştirilemez.`,
        confirmLabel: "Gönder",
        danger: false,
      });
      if (!ok) return;
      const { recipients } = await api.post<{ recipients: number }>(`/admin/newsletter/${c.id}/send`);
      toast.success(`Bülten ${recipients.toLocaleString("tr-TR")} aboneye gönderiliyor.`);
      await reload();
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setBusy(null);
    }
  }

  const columns: Column<CampaignSummaryDto>[] = [
    {
      key: "subject",
      header: "Konu",
      className: "min-w-56",
      cell: (c) => (
        <div>
          <span className="font-medium">{c.subject}</span>
          <div className="text-xs text-slate-600 dark:text-slate-400">
            {c.sent_at
              ? `Gönderildi: ${moment(c.sent_at)}`
              : c.send_started_at
                ? `Başladı: ${moment(c.send_started_at)}`
                : `Oluşturuldu: ${moment(c.created_at)}`}
            {c.created_by ? ` · ${c.created_by}` : ""}
          </div>
        </div>
      ),
    },
    {
      key: "status",
      header: "Durum",
      cell: (c) => <Badge tone={STATUS[c.status].tone}>{STATUS[c.status].label}</Badge>,
    },
    countColumn("recipients", "Alıcı"),
    countColumn("sent", "Gönderilen"),
    countColumn("failed", "Başarısız"),
    countColumn("pending", "Bekleyen"),
    actionsColumn((c) =>
      c.status === "draft" ? (
        <RowActions
          name={c.subject}
          onEdit={() => setEditing({ id: c.id })}
          onDelete={() =>
            remove({
              path: `/admin/newsletter/${c.id}`,
              title: "Taslağı sil",
              message: `“${c.subject}” taslağı kalıcı olarak silinecek.`,
              success: "Taslak silindi.",
              done: reload,
            })
          }
        >
          <Button
            size="sm"
            variant="secondary"
            onClick={() => sendTest(c)}
            disabled={busy === c.id}
            aria-label={`${c.subject}: bana test gönder`}
          >
            Test gönder
          </Button>
          <Button size="sm" onClick={() => send(c)} busy={busy === c.id} aria-label={`${c.subject}: gönder`}>
            Gönder
          </Button>
        </RowActions>
      ) : c.counts.skipped > 0 ? (
        <span className="block text-right text-xs text-slate-600 dark:text-slate-400">
          {c.counts.skipped} kişi gönderimden önce ayrıldı
        </span>
      ) : null,
    ),
  ];

  return (
    <>
      <PageHeader
        title="Bülten"
        description="Onaylanmış abonelere e-bülten; e-postalar sırayla, dakikada sınırlı sayıda gönderilir."
        actions={<Button onClick={() => setEditing({ id: null })}>Yeni bülten</Button>}
      />
      <ListTable
        list={list}
        caption="Bültenler"
        columns={columns}
        rowKey={(c) => c.id}
        emptyTitle="Henüz bülten yok."
      />
      <CampaignDialog editing={editing} onClose={() => setEditing(null)} onSaved={reload} />
    </>
  );
}
