"use client";

/**
 * /dashboard/audit (ADMIN): "Değişiklik Kaydı", who changed which reservation, payment, price, closing, boat,
 * user or setting, and when, with each field's before → after; 50 a page, newest first; filters by person,
 * record type, record number and days; how long rows are kept under the title.
 */
import { DashboardLink as Link } from "@/features/dashboard/dashboard-link";
import { Badge } from "@/components/ui/badge";
import type { Column } from "@/components/ui/data-table";
import { SelectField, TextField } from "@/components/ui/field";
import { FilterBar } from "@/components/ui/filter-bar";
import { AUDIT_ENTITIES, AUDIT_ENTITY_LABELS, type AuditEntry } from "@/shared/audit";
import { useFormOptions } from "../api/use-form-options";
import { useListQuery } from "../api/use-list-query";
import { momentColumn } from "../content/moment-column";
import { PageHeader } from "../shell/page-header";
import { AuditChanges, actionLabel, auditSubject } from "./audit-changes";
import { ListTable } from "../content/list-table";
import { AuditRetentionNote } from "./audit-retention-note";

const ACTION_TONES = { insert: "success", update: "info", delete: "danger" } as const;
const linkClass = "font-medium text-sea-700 underline-offset-2 hover:underline dark:text-sky-300";

export function AuditScreen() {
  const list = useListQuery<AuditEntry>("/admin/audit", { take: 50 });
  const options = useFormOptions();

  const columns: Column<AuditEntry>[] = [
    momentColumn("at", "Zaman", (e) => e.at),
    {
      key: "actor",
      header: "Kişi",
      cell: (e) => e.actor?.name ?? <span className="text-slate-600 dark:text-slate-400">Sistem</span>,
    },
    {
      key: "subject",
      header: "Kayıt",
      cell: (e) => (
        <div className="space-y-1">
          <div className="whitespace-nowrap">{auditSubject(e)}</div>
          <Badge tone={ACTION_TONES[e.action]}>{actionLabel(e)}</Badge>
          {e.reservation_id !== null ? (
            <div>
              <Link href={`/dashboard/reservations/${e.reservation_id}`} className={linkClass}>
                Rezervasyon #{e.reservation_id}
              </Link>
            </div>
          ) : null}
        </div>
      ),
    },
    { key: "changes", header: "Değişiklik", className: "min-w-72", cell: (e) => <AuditChanges entry={e} /> },
    { key: "reason", header: "Gerekçe", cell: (e) => e.reason ?? "—" },
  ];

  return (
    <>
      <PageHeader
        title="Değişiklik Kaydı"
        description="Rezervasyonlarda, ödemelerde, fiyatlarda, kapatmalarda, teknelerde, kullanıcılarda ve ayarlarda kim, ne zaman, neyi değiştirdi."
      />
      <AuditRetentionNote />
      <FilterBar
        label="Değişiklik kaydı filtreleri"
        onApply={(v) =>
          list.setFilters({ user_id: v.user_id, entity: v.entity, entity_id: v.entity_id, from: v.from, to: v.to })
        }
      >
        <SelectField
          label="Kişi"
          name="user_id"
          placeholder="Herkes"
          options={(options.data?.owners ?? []).map((o) => ({ value: o.id, label: o.name }))}
        />
        <SelectField
          label="Kayıt türü"
          name="entity"
          placeholder="Tümü"
          options={AUDIT_ENTITIES.map((value) => ({ value, label: AUDIT_ENTITY_LABELS[value] }))}
        />
        <TextField label="Kayıt no" name="entity_id" inputMode="numeric" maxLength={100} />
        <TextField label="Başlangıç günü" name="from" type="date" />
        <TextField label="Bitiş günü (dahil)" name="to" type="date" />
      </FilterBar>
      <ListTable
        list={list}
        caption="Değişiklik kaydı"
        columns={columns}
        rowKey={(e) => e.id}
        emptyTitle="Kayıt bulunamadı."
        emptyDescription="Bu filtrelere uyan bir değişiklik yok."
        skeletonRows={8}
      />
    </>
  );
}
