"use client";

/**
 * /dashboard/external (manual closing): closings entered by staff — a booking taken elsewhere, maintenance —
 * 20 a page with status/boat/started_at/finished_at/created_at filters; create, edit, cancel with confirm.
 */
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useConfirm } from "@/components/ui/confirm";
import type { Column } from "@/components/ui/data-table";
import { SelectField, TextareaField, TextField } from "@/components/ui/field";
import { FilterBar } from "@/components/ui/filter-bar";
import { useToast } from "@/components/ui/toast";
import { numberOrUndefined, optionalText } from "@/components/ui/zod-form";
import { createExternalBody, type ExternalDto, updateExternalBody } from "@/shared/external-closings";
import { errorMessage } from "../api/client";
import { useListQuery } from "../api/use-list-query";
import { DateRangeFields, dateRangeValues } from "../content/date-range-fields";
import { RecordDialog } from "../content/form-dialog";
import { useRecordSave } from "../content/use-record-save";
import { day, moment } from "../format";
import { useBoatChoices } from "../reservations/use-boat-choices";
import { useSession } from "../session/session-context";
import { PageHeader } from "../shell/page-header";
import { actionsColumn } from "../content/row-actions";
import { ListTable } from "../content/list-table";

const STATUS = { active: "Aktif", cancelled: "İptal edildi" } as const;

export function ExternalDialog({
  closing,
  onClose,
  onSaved,
  defaults,
}: {
  closing: ExternalDto | null;
  onClose: () => void;
  onSaved: () => void;
  defaults?: { boat_id?: number; start_date?: string; end_date?: string };
}) {
  const boats = useBoatChoices();
  const save = useRecordSave(closing ? updateExternalBody : createExternalBody, {
    path: "/admin/external",
    id: closing?.id,
    created: "Manuel kapatma kaydedildi.",
    updated: "Manuel kapatma kaydedildi.",
  });

  function values(form: HTMLFormElement) {
    const data = new FormData(form);
    const get = (k: string) => String(data.get(k) ?? "");
    return {
      // The API takes the boat's id as a JSON number.
      ...(closing ? {} : { boat_id: numberOrUndefined(data.get("boat_id")) }),
      ...dateRangeValues(data),
      title: get("title"),
      note: optionalText(data.get("note")) ?? null,
    };
  }

  return (
    <RecordDialog
      save={save}
      values={values}
      onSaved={onSaved}
      title={closing ? "Manuel kapatmayı düzenle" : "Yeni manuel kapatma"}
      onClose={onClose}
      className="grid gap-3 sm:grid-cols-2"
    >
      {closing ? (
        <p className="text-sm sm:col-span-2">
          <span className="font-medium">Tekne:</span> {closing.boat_name}
        </p>
      ) : (
        <SelectField
          label="Tekne"
          name="boat_id"
          options={boats}
          placeholder="Seçin"
          defaultValue={defaults?.boat_id ?? ""}
          error={save.errors.boat_id}
          className="sm:col-span-2"
        />
      )}
      <DateRangeFields
        start={closing?.start_date ?? defaults?.start_date}
        end={closing?.end_date ?? defaults?.end_date}
        errors={save.errors}
        endHint="Tekne bu gün yeniden müsait olur."
      />
      <TextField
        label="Başlık"
        name="title"
        defaultValue={closing?.title}
        placeholder="ör. Başka acente rezervasyonu, bakım"
        error={save.errors.title}
        className="sm:col-span-2"
      />
      <TextareaField
        label="Not"
        name="note"
        rows={3}
        defaultValue={closing?.note ?? ""}
        error={save.errors.note}
        className="sm:col-span-2"
      />
    </RecordDialog>
  );
}

export function ExternalScreen() {
  const { api } = useSession();
  const toast = useToast();
  const confirm = useConfirm();
  const boats = useBoatChoices();
  const list = useListQuery<ExternalDto>("/admin/external", { take: 20 });
  const [editing, setEditing] = useState<ExternalDto | "new" | null>(null);

  async function cancel(closing: ExternalDto) {
    const ok = await confirm({
      title: "Manuel kapatmayı iptal et",
      message: `${closing.boat_name}: ${day(closing.start_date)} – ${day(closing.end_date)} yeniden müsait olacak.`,
      confirmLabel: "İptal et",
    });
    if (!ok) return;
    try {
      await api.patch(`/admin/external/${closing.id}/cancel`);
      toast.success("Manuel kapatma iptal edildi.");
      await list.reload();
    } catch (e) {
      toast.error(errorMessage(e));
    }
  }

  const columns: Column<ExternalDto>[] = [
    { key: "boat", header: "Tekne", cell: (c) => c.boat_name },
    { key: "title", header: "Başlık", className: "min-w-40", cell: (c) => c.title },
    { key: "start", header: "Başlangıç", cell: (c) => day(c.start_date) },
    { key: "end", header: "Bitiş (hariç)", cell: (c) => day(c.end_date) },
    {
      key: "status",
      header: "Durum",
      cell: (c) => <Badge tone={c.status === "active" ? "success" : "neutral"}>{STATUS[c.status]}</Badge>,
    },
    { key: "created", header: "Oluşturma", cell: (c) => moment(c.created_at) },
    actionsColumn((c) =>
      c.status === "active" ? (
        <span className="flex gap-2">
          <Button size="sm" variant="secondary" onClick={() => setEditing(c)} aria-label={`${c.title}: düzenle`}>
            Düzenle
          </Button>
          <Button size="sm" variant="danger" onClick={() => cancel(c)} aria-label={`${c.title}: iptal et`}>
            İptal et
          </Button>
        </span>
      ) : null,
    ),
  ];

  return (
    <>
      <PageHeader
        title="Manuel Kapatma"
        description="Başka kanallardan alınan rezervasyonlar, bakım ve benzeri nedenlerle kapatılan günler."
        actions={<Button onClick={() => setEditing("new")}>Yeni kapatma</Button>}
      />
      <FilterBar
        label="Manuel kapatma filtreleri"
        onApply={(v) =>
          list.setFilters({
            status: v.status,
            boat_id: v.boat_id,
            started_at: v.started_at,
            finished_at: v.finished_at,
            created_at: v.created_at,
          })
        }
      >
        <SelectField
          label="Durum"
          name="status"
          placeholder="Tümü"
          options={Object.entries(STATUS).map(([value, label]) => ({ value, label }))}
        />
        <SelectField label="Tekne" name="boat_id" placeholder="Tümü" options={boats} />
        <TextField label="Başlangıç (itibaren)" name="started_at" type="date" />
        <TextField label="Bitiş (kadar)" name="finished_at" type="date" />
        <TextField label="Oluşturma günü" name="created_at" type="date" />
      </FilterBar>
      <ListTable
        list={list}
        caption="Manuel kapatmalar"
        columns={columns}
        rowKey={(c) => c.id}
        emptyTitle="Manuel kapatma bulunamadı."
      />
      {editing ? (
        <ExternalDialog
          closing={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={list.reload}
        />
      ) : null}
    </>
  );
}
