"use client";

/**
 * /dashboard/agencies (ADMIN): the agencies that sell our boats through the partner API, with their commission,
 * request limit, webhook address, state and live keys; create and edit; each opens its own page (keys, webhook
 * secret, deliveries, commission statement).
 */
import { DashboardLink as Link } from "@/features/dashboard/dashboard-link";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button, buttonClass } from "@/components/ui/button";
import { type Column, DataTable } from "@/components/ui/data-table";
import type { AgencyDto } from "@/shared/agencies";
import { useApiQuery } from "../api/use-api-query";
import { actionsColumn } from "../content/row-actions";
import { PageHeader } from "../shell/page-header";
import { AgencyDialog, bpsToPercent } from "./agency-dialog";

export function AgenciesScreen() {
  const list = useApiQuery<{ items: AgencyDto[]; total: number }>("/admin/agencies");
  const [editing, setEditing] = useState<AgencyDto | "new" | null>(null);

  const columns: Column<AgencyDto>[] = [
    {
      key: "name",
      header: "Acente",
      cell: (a) => (
        <Link href={`/dashboard/agencies/${a.id}`} className="font-medium text-sea-700 underline dark:text-sea-300">
          {a.name}
        </Link>
      ),
    },
    {
      key: "contact",
      header: "İletişim",
      cell: (a) => (
        <span className="flex flex-col text-sm">
          <span>{a.contact_name ?? "—"}</span>
          {a.contact_email ? <span className="text-slate-600 dark:text-slate-300">{a.contact_email}</span> : null}
        </span>
      ),
    },
    {
      key: "commission",
      header: "Komisyon",
      cell: (a) => `%${bpsToPercent(a.commission_bps)}`,
      className: "text-right",
    },
    { key: "limit", header: "İstek/dk", cell: (a) => a.rate_limit_per_minute, className: "text-right" },
    {
      key: "webhook",
      header: "Webhook",
      cell: (a) =>
        a.webhook_url ? (
          <span className="block max-w-56 truncate font-mono text-xs" title={a.webhook_url}>
            {a.webhook_url}
          </span>
        ) : (
          "—"
        ),
    },
    { key: "keys", header: "Anahtar", cell: (a) => a.active_keys, className: "text-right" },
    {
      key: "active",
      header: "Durum",
      cell: (a) => <Badge tone={a.active ? "success" : "neutral"}>{a.active ? "Aktif" : "Pasif"}</Badge>,
    },
    actionsColumn((a) => (
      <span className="flex flex-wrap justify-end gap-2">
        <Link
          href={`/dashboard/agencies/${a.id}`}
          className={buttonClass("secondary", "sm")}
          aria-label={`${a.name}: aç`}
        >
          Aç
        </Link>
        <Button size="sm" variant="secondary" onClick={() => setEditing(a)} aria-label={`${a.name}: düzenle`}>
          Düzenle
        </Button>
      </span>
    )),
  ];

  return (
    <>
      <PageHeader
        title="Acenteler"
        description="Teknelerimizi partner API üzerinden satan acenteler: komisyon, istek sınırı, webhook ve API anahtarları."
        actions={<Button onClick={() => setEditing("new")}>Yeni acente</Button>}
      />
      <DataTable
        caption="Acenteler"
        columns={columns}
        rows={list.data?.items}
        rowKey={(a) => a.id}
        loading={list.loading}
        error={list.error}
        emptyTitle="Henüz acente yok."
        emptyDescription="“Yeni acente” ile ilk acenteyi ekleyin; sonra ona bir API anahtarı oluşturun."
      />
      <AgencyDialog
        key={editing === null ? "closed" : editing === "new" ? "new" : editing.id}
        open={editing !== null}
        agency={editing === null || editing === "new" ? undefined : editing}
        onClose={() => setEditing(null)}
        onSaved={list.reload}
      />
    </>
  );
}
