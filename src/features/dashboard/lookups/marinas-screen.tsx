"use client";

/**
 * /dashboard/marina (ADMIN): marinas with their district, 10 a page; create/edit dialog (district from
 * GET /admin/other), "popular" switch (listed in the site footer), delete (refused while boats are based there).
 */
import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { Column } from "@/components/ui/data-table";
import { CheckboxField, SelectField, TextField } from "@/components/ui/field";
import { useToast } from "@/components/ui/toast";
import { Toggle } from "@/components/ui/toggle";
import { type MarinaDto, marinaBody } from "@/shared/marinas";
import { errorMessage } from "../api/client";
import { useFormOptions } from "../api/use-form-options";
import { useListQuery } from "../api/use-list-query";
import { EnglishNameField } from "../content/english-fields";
import { RecordDialog } from "../content/form-dialog";
import { actionsColumn, RowActions } from "../content/row-actions";
import { useDeleteAction } from "../content/use-delete-action";
import { useRecordSave } from "../content/use-record-save";
import { useSession } from "../session/session-context";
import { PageHeader } from "../shell/page-header";
import { ListTable } from "../content/list-table";

type Editing = { row: MarinaDto | null } | null;

function MarinaDialog({ row, onClose, onSaved }: { row: MarinaDto | null; onClose: () => void; onSaved: () => void }) {
  const options = useFormOptions();
  const save = useRecordSave(marinaBody, {
    path: "/admin/marina",
    id: row?.id,
    created: "Marina eklendi.",
    updated: "Marina güncellendi.",
  });
  const districts = (options.data?.districts ?? []).map((d) => ({ value: d.id, label: `${d.town} / ${d.name}` }));

  function values(form: HTMLFormElement) {
    const data = new FormData(form);
    const district = String(data.get("district_id") ?? "");
    return {
      name: data.get("name"),
      name_en: data.get("name_en") ?? "",
      district_id: district === "" ? undefined : Number(district),
      popular: data.get("popular") === "on",
    };
  }

  return (
    <RecordDialog
      save={save}
      values={values}
      onSaved={onSaved}
      title={row ? "Marinayı düzenle" : "Yeni marina"}
      onClose={onClose}
    >
      <TextField label="Marina adı" name="name" defaultValue={row?.name} required error={save.errors.name} />
      <EnglishNameField value={row?.name_en} error={save.errors.name_en} />
      <SelectField
        key={districts.length}
        label="Bölge (il / ilçe)"
        name="district_id"
        placeholder={options.loading ? "Yükleniyor…" : "Bölge seçin"}
        defaultValue={row?.district_id ?? ""}
        options={districts}
        required
        error={save.errors.district_id ?? options.error ?? undefined}
      />
      <CheckboxField
        label="Popüler (site altbilgisinde listelenir)"
        name="popular"
        defaultChecked={row?.popular ?? false}
        error={save.errors.popular}
      />
    </RecordDialog>
  );
}

export function MarinasScreen() {
  const { api } = useSession();
  const toast = useToast();
  const list = useListQuery<MarinaDto>("/admin/marina", { take: 10 });
  const remove = useDeleteAction();
  const [editing, setEditing] = useState<Editing>(null);

  async function setPopular(m: MarinaDto, popular: boolean) {
    try {
      await api.put(`/admin/marina/${m.id}`, { name: m.name, district_id: m.district_id, popular });
      toast.success(popular ? `${m.name} popüler marinalara eklendi.` : `${m.name} popüler marinalardan çıkarıldı.`);
      await list.reload();
    } catch (e) {
      toast.error(errorMessage(e));
    }
  }

  const columns: Column<MarinaDto>[] = [
    { key: "name", header: "Marina", cell: (m) => <span className="font-medium">{m.name}</span> },
    { key: "district", header: "Bölge", cell: (m) => `${m.district.town} / ${m.district.name}` },
    { key: "boats", header: "Tekne sayısı", cell: (m) => m.boat_count },
    {
      key: "popular",
      header: "Popüler",
      cell: (m) => <Toggle checked={m.popular} onChange={(on) => setPopular(m, on)} label={`${m.name}: popüler`} />,
    },
    actionsColumn((m) => (
      <RowActions
        name={m.name}
        onEdit={() => setEditing({ row: m })}
        onDelete={() =>
          remove({
            path: `/admin/marina/${m.id}`,
            title: "Marinayı sil",
            message: `“${m.name}” marinası silinecek.`,
            success: "Marina silindi.",
            done: list.reload,
          })
        }
      />
    )),
  ];

  return (
    <>
      <PageHeader
        title="Marinalar"
        description="Teknelerin bağlı olduğu marinalar; popüler olanlar sitenin altbilgisinde listelenir."
        actions={<Button onClick={() => setEditing({ row: null })}>Yeni marina</Button>}
      />
      <ListTable
        list={list}
        caption="Marinalar"
        columns={columns}
        rowKey={(m) => m.id}
        emptyTitle="Henüz marina yok."
      />
      {editing ? <MarinaDialog row={editing.row} onClose={() => setEditing(null)} onSaved={list.reload} /> : null}
    </>
  );
}
