"use client";

/**
 * /dashboard/templates/mailtemplates (ADMIN): the mail templates (activate/deactivate, edit with variables and
 * a live preview) and, in a second tab, the outbox of queued, sent and failed mails.
 */
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { type Column, DataTable } from "@/components/ui/data-table";
import { Tabs } from "@/components/ui/tabs";
import { useToast } from "@/components/ui/toast";
import { Toggle } from "@/components/ui/toggle";
import type { MailTemplateDto } from "@/shared/mail-templates";
import { errorMessage } from "../api/client";
import { useApiQuery } from "../api/use-api-query";
import type { ListAnswer } from "../api/use-list-query";
import { useSession } from "../session/session-context";
import { PageHeader } from "../shell/page-header";
import { OutboxPanel } from "./outbox-panel";
import { TemplateEditor } from "./template-editor";
import { momentColumn } from "../content/moment-column";

const TABS = [
  { id: "templates", label: "Şablonlar" },
  { id: "outbox", label: "Giden kutusu" },
];

function TemplatesPanel() {
  const { api } = useSession();
  const toast = useToast();
  const list = useApiQuery<ListAnswer<MailTemplateDto>>("/admin/mailtemplates");
  const rows = list.data?.items;
  const [editingId, setEditingId] = useState<number | null>(null);
  const editing = rows?.find((t) => t.id === editingId) ?? null;

  function replace(saved: MailTemplateDto) {
    if (rows) list.setData({ items: rows.map((t) => (t.id === saved.id ? saved : t)), total: rows.length });
  }

  async function setActive(t: MailTemplateDto, active: boolean) {
    try {
      replace(await api.patch<MailTemplateDto>("/admin/mailtemplates/activity", { id: t.id, active }));
      toast.success(
        active ? `“${t.name}” etkinleştirildi.` : `“${t.name}” devre dışı bırakıldı; bu mail gönderilmeyecek.`,
      );
    } catch (e) {
      toast.error(errorMessage(e));
    }
  }

  if (editing) {
    return (
      <TemplateEditor
        key={`${editing.id}-${editing.updated_at}`}
        template={editing}
        onSaved={replace}
        onClose={() => setEditingId(null)}
      />
    );
  }

  const columns: Column<MailTemplateDto>[] = [
    {
      key: "name",
      header: "Şablon",
      className: "min-w-48",
      cell: (t) => (
        <div>
          <span className="font-medium">{t.name}</span>
          <div className="text-xs text-slate-600 dark:text-slate-400">
            <code>{t.key}</code>
          </div>
        </div>
      ),
    },
    { key: "subject", header: "Konu", className: "min-w-48", cell: (t) => t.subject },
    {
      key: "active",
      header: "Durum",
      cell: (t) => (
        <span className="flex items-center gap-2">
          <Toggle checked={t.active} onChange={(on) => setActive(t, on)} label={`${t.name}: aktif`} />
          <Badge tone={t.active ? "success" : "neutral"}>{t.active ? "Aktif" : "Pasif"}</Badge>
        </span>
      ),
    },
    momentColumn("updated", "Son değişiklik", (t) => t.updated_at),
    {
      key: "edit",
      header: <span className="sr-only">İşlemler</span>,
      cell: (t) => (
        <Button size="sm" variant="secondary" onClick={() => setEditingId(t.id)} aria-label={`${t.name}: düzenle`}>
          Düzenle
        </Button>
      ),
    },
  ];

  return (
    <DataTable
      caption="Mail şablonları"
      columns={columns}
      rows={rows}
      rowKey={(t) => t.id}
      loading={list.loading}
      error={list.error}
      emptyTitle="Mail şablonu bulunamadı."
    />
  );
}

export function MailTemplatesScreen() {
  const [tab, setTab] = useState("templates");
  return (
    <>
      <PageHeader
        title="Mail Şablonları"
        description="Müşterilere ve ekibe giden otomatik maillerin içerikleri ve giden kutusu."
      />
      <Tabs tabs={TABS} value={tab} onChange={setTab} label="Mail bölümleri">
        {tab === "templates" ? <TemplatesPanel /> : <OutboxPanel />}
      </Tabs>
    </>
  );
}
