"use client";

/** /dashboard/boattypes (ADMIN): boat types, 10 a page, with create/edit dialog and delete (refused while in use). */
import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { Column } from "@/components/ui/data-table";
import { TextField } from "@/components/ui/field";
import { numberOrUndefined } from "@/components/ui/zod-form";
import { type BoatTypeDto, boatTypeBody } from "@/shared/boat-types";
import { useListQuery } from "../api/use-list-query";
import { EnglishNameField } from "../content/english-fields";
import { RecordDialog } from "../content/form-dialog";
import { actionsColumn, RowActions } from "../content/row-actions";
import { useDeleteAction } from "../content/use-delete-action";
import { useRecordSave } from "../content/use-record-save";
import { PageHeader } from "../shell/page-header";
import { ListTable } from "../content/list-table";

type Editing = { row: BoatTypeDto | null } | null;

function BoatTypeDialog({
  row,
  onClose,
  onSaved,
}: {
  row: BoatTypeDto | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const save = useRecordSave(boatTypeBody, {
    path: "/admin/boattypes",
    id: row?.id,
    created: "Tekne tipi eklendi.",
    updated: "Tekne tipi güncellendi.",
  });

  function values(form: HTMLFormElement) {
    const data = new FormData(form);
    return {
      name: data.get("name"),
      name_en: data.get("name_en") ?? "",
      sort_order: numberOrUndefined(data.get("sort_order")),
    };
  }

  return (
    <RecordDialog
      save={save}
      values={values}
      onSaved={onSaved}
      title={row ? "Tekne tipini düzenle" : "Yeni tekne tipi"}
      onClose={onClose}
    >
      <TextField label="Ad" name="name" defaultValue={row?.name} required error={save.errors.name} />
      <EnglishNameField value={row?.name_en} error={save.errors.name_en} />
      <TextField
        label="Sıra"
        name="sort_order"
        inputMode="numeric"
        defaultValue={row?.sort_order}
        error={save.errors.sort_order}
        hint="Küçük sayı önce gösterilir; boş bırakılabilir."
      />
    </RecordDialog>
  );
}

export function BoatTypesScreen() {
  const list = useListQuery<BoatTypeDto>("/admin/boattypes", { take: 10 });
  const remove = useDeleteAction();
  const [editing, setEditing] = useState<Editing>(null);

  const columns: Column<BoatTypeDto>[] = [
    { key: "name", header: "Ad", cell: (t) => <span className="font-medium">{t.name}</span> },
    { key: "slug", header: "Kısa ad", cell: (t) => <code className="text-xs">{t.slug}</code> },
    { key: "sort", header: "Sıra", cell: (t) => t.sort_order },
    { key: "boats", header: "Tekne sayısı", cell: (t) => t.boat_count },
    actionsColumn((t) => (
      <RowActions
        name={t.name}
        onEdit={() => setEditing({ row: t })}
        onDelete={() =>
          remove({
            path: `/admin/boattypes/${t.id}`,
            title: "Tekne tipini sil",
            message: `“${t.name}” tekne tipi silinecek.`,
            success: "Tekne tipi silindi.",
            done: list.reload,
          })
        }
      />
    )),
  ];

  return (
    <>
      <PageHeader
        title="Tekne Tipleri"
        description="Teknelerin sınıflandırıldığı tipler (gulet, motoryat, yelkenli…)."
        actions={<Button onClick={() => setEditing({ row: null })}>Yeni tekne tipi</Button>}
      />
      <ListTable
        list={list}
        caption="Tekne tipleri"
        columns={columns}
        rowKey={(t) => t.id}
        emptyTitle="Henüz tekne tipi yok."
      />
      {editing ? <BoatTypeDialog row={editing.row} onClose={() => setEditing(null)} onSaved={list.reload} /> : null}
    </>
  );
}
