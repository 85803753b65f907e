"use client";

/**
 * The mail outbox (GET /v1/admin/mail/outbox, 20 a page, newest first): queued, sending, sent, failed and
 * uncertain mails with attempts and the last error; filter by status; "Görüntüle" opens the mail as it was
 * rendered; an uncertain or failed mail can be sent again by hand ("Yeniden gönder", with a confirmation).
 */
import { useState } from "react";
import { Badge, type Tone } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { Column } from "@/components/ui/data-table";
import { Dialog } from "@/components/ui/dialog";
import { SelectField } from "@/components/ui/field";
import { FilterBar } from "@/components/ui/filter-bar";
import { LoadFailed, Skeleton } from "@/components/ui/skeleton";
import type { z } from "zod";
import type { outboxItemSchema, outboxMailSchema } from "@/shared/mail";
import { useApiQuery } from "../api/use-api-query";
import { useListQuery } from "../api/use-list-query";
import { ResendMailButton } from "./resend-mail-button";
import { MailFrame } from "./mail-frame";
import { momentColumn } from "../content/moment-column";
import { ListTable } from "../content/list-table";

type OutboxItem = z.infer<typeof outboxItemSchema>;
type OutboxMail = z.infer<typeof outboxMailSchema>;

export const MAIL_STATUS: Record<OutboxItem["status"], { label: string; tone: Tone }> = {
  queued: { label: "Sırada", tone: "info" },
  sending: { label: "Gönderiliyor", tone: "warning" },
  sent: { label: "Gönderildi", tone: "success" },
  failed: { label: "Başarısız", tone: "danger" },
  uncertain: { label: "Sonucu belirsiz", tone: "warning" },
};

const UNCERTAIN_NOTE =
  "Bu mail gönderilirken bağlantı koptu: alıcıya ulaşıp ulaşmadığı bilinmiyor, bu yüzden kendiliğinden yeniden gönderilmez. Alıcıya ulaşmadığından eminseniz yeniden gönderebilirsiniz.";

function OutboxMailDialog({ id, onClose, onResent }: { id: number | null; onClose: () => void; onResent: () => void }) {
  const mail = useApiQuery<OutboxMail>(id === null ? null : `/admin/mail/outbox/${id}`);
  const m = mail.data?.id === id ? mail.data : undefined;
  return (
    <Dialog open={id !== null} onClose={onClose} title="Giden mail" size="lg">
      {mail.error ? (
        <LoadFailed message={mail.error} />
      ) : !m ? (
        <div className="space-y-2">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-64" />
        </div>
      ) : (
        <div className="space-y-3 text-sm">
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            <dt className="text-slate-600 dark:text-slate-400">Alıcı</dt>
            <dd>{m.to_address}</dd>
            <dt className="text-slate-600 dark:text-slate-400">Konu</dt>
            <dd>{m.subject}</dd>
            <dt className="text-slate-600 dark:text-slate-400">Durum</dt>
            <dd>
              <Badge tone={MAIL_STATUS[m.status].tone}>{MAIL_STATUS[m.status].label}</Badge> · {m.attempts} deneme
            </dd>
            {m.last_error ? (
              <>
                <dt className="text-slate-600 dark:text-slate-400">Son hata</dt>
                <dd className="break-words text-red-700 dark:text-red-400">{m.last_error}</dd>
              </>
            ) : null}
          </dl>
          {m.status === "uncertain" ? (
            <p className="rounded-md bg-amber-50 p-2 text-amber-900 dark:bg-amber-950 dark:text-amber-100">
              {UNCERTAIN_NOTE}
            </p>
          ) : null}
          <ResendMailButton
            mail={m}
            onResent={() => {
              onResent();
              onClose();
            }}
          />
          <MailFrame title="Mail içeriği" html={m.html} />
        </div>
      )}
    </Dialog>
  );
}

export function OutboxPanel() {
  const list = useListQuery<OutboxItem>("/admin/mail/outbox", { take: 20 });
  const [viewing, setViewing] = useState<number | null>(null);

  const columns: Column<OutboxItem>[] = [
    momentColumn("created", "Oluşturma", (m) => m.created_at),
    { key: "to", header: "Alıcı", cell: (m) => m.to_address },
    { key: "subject", header: "Konu", className: "min-w-48", cell: (m) => m.subject },
    {
      key: "status",
      header: "Durum",
      cell: (m) => <Badge tone={MAIL_STATUS[m.status].tone}>{MAIL_STATUS[m.status].label}</Badge>,
    },
    { key: "attempts", header: "Deneme", cell: (m) => m.attempts },
    {
      key: "error",
      header: "Son hata",
      className: "max-w-64",
      cell: (m) =>
        m.last_error ? (
          <span className="line-clamp-2 text-red-700 dark:text-red-400" title={m.last_error}>
            {m.last_error}
          </span>
        ) : (
          "—"
        ),
    },
    momentColumn("sent", "Gönderim", (m) => m.sent_at),
    {
      key: "view",
      header: <span className="sr-only">İşlemler</span>,
      cell: (m) => (
        <div className="flex gap-2">
          <Button size="sm" variant="secondary" onClick={() => setViewing(m.id)} aria-label={`${m.subject}: görüntüle`}>
            Görüntüle
          </Button>
          <ResendMailButton mail={m} onResent={() => void list.reload()} />
        </div>
      ),
    },
  ];

  return (
    <section aria-label="Giden kutusu">
      <FilterBar label="Giden kutusu filtreleri" onApply={(v) => list.setFilters({ status: v.status })}>
        <SelectField
          label="Durum"
          name="status"
          placeholder="Tümü"
          options={Object.entries(MAIL_STATUS).map(([value, s]) => ({ value, label: s.label }))}
        />
      </FilterBar>
      <div className="mb-2 flex justify-end">
        <Button size="sm" variant="secondary" onClick={() => void list.reload()}>
          Yenile
        </Button>
      </div>
      <ListTable
        list={list}
        caption="Giden mailler"
        columns={columns}
        rowKey={(m) => m.id}
        emptyTitle="Giden kutusunda mail yok."
      />
      <OutboxMailDialog id={viewing} onClose={() => setViewing(null)} onResent={() => void list.reload()} />
    </section>
  );
}
