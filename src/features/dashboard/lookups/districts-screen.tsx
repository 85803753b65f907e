"use client";

/** /dashboard/towndistrict (ADMIN): towns and districts, 10 a page; create/edit dialog; delete (refused with marinas). */
import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { Column } from "@/components/ui/data-table";
import { TextField } from "@/components/ui/field";
import { type DistrictDto, districtBody } from "@/shared/districts";
import { useListQuery } from "../api/use-list-query";
import { EnglishNameField } from "../content/english-fields";
import { RecordDialog } from "../content/form-dialog";
import { actionsColumn, RowActions } from "../content/row-actions";
import { useDeleteAction } from "../content/use-delete-action";
import { useRecordSave } from "../content/use-record-save";
import { PageHeader } from "../shell/page-header";
import { ListTable } from "../content/list-table";

type Editing = { row: DistrictDto | null } | null;

function DistrictDialog({
  row,
  onClose,
  onSaved,
}: {
  row: DistrictDto | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const save = useRecordSave(districtBody, {
    path: "/admin/towndistrict",
    id: row?.id,
    created: "Bölge eklendi.",
    updated: "Bölge güncellendi.",
  });

  function values(form: HTMLFormElement) {
    const data = new FormData(form);
    return { town: data.get("town"), name: data.get("name"), name_en: data.get("name_en") ?? "" };
  }

  return (
    <RecordDialog
      save={save}
      values={values}
      onSaved={onSaved}
      title={row ? "Bölgeyi düzenle" : "Yeni bölge"}
      onClose={onClose}
      className="grid gap-3 sm:grid-cols-2"
    >
      <TextField label="İl" name="town" defaultValue={row?.town} required error={save.errors.town} />
      <TextField label="İlçe" name="name" defaultValue={row?.name} required error={save.errors.name} />
      <EnglishNameField value={row?.name_en} error={save.errors.name_en} />
    </RecordDialog>
  );
}

export function DistrictsScreen() {
  const list = useListQuery<DistrictDto>("/admin/towndistrict", { take: 10 });
  const remove = useDeleteAction();
  const [editing, setEditing] = useState<Editing>(null);

  const columns: Column<DistrictDto>[] = [
    { key: "town", header: "İl", cell: (d) => d.town },
    { key: "name", header: "İlçe", cell: (d) => <span className="font-medium">{d.name}</span> },
    { key: "marinas", header: "Marina sayısı", cell: (d) => d.marina_count },
    actionsColumn((d) => (
      <RowActions
        name={`${d.town} / ${d.name}`}
        onEdit={() => setEditing({ row: d })}
        onDelete={() =>
          remove({
            path: `/admin/towndistrict/${d.id}`,
            title: "Bölgeyi sil",
            message: `“${d.town} / ${d.name}” silinecek.`,
            success: "Bölge silindi.",
            done: list.reload,
          })
        }
      />
    )),
  ];

  return (
    <>
      <PageHeader
        title="Tekne Bölgeleri"
        description="Marinaların bağlı olduğu il ve ilçeler."
        actions={<Button onClick={() => setEditing({ row: null })}>Yeni bölge</Button>}
      />
      <ListTable list={list} caption="Bölgeler" columns={columns} rowKey={(d) => d.id} emptyTitle="Henüz bölge yok." />
      {editing ? <DistrictDialog row={editing.row} onClose={() => setEditing(null)} onSaved={list.reload} /> : null}
    </>
  );
}
