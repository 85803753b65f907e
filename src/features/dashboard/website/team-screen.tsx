"use client";

/**
 * /dashboard/website/team (ADMIN): the team in display order; add or edit a member with a photo (compressed in
 * the browser), delete with confirmation, reorder by drag and drop or the ↑ ↓ buttons (PATCH /admin/team/order).
 */
import { ENGLISH_FALLBACK_HINT, EnglishFields } from "@/features/dashboard/content/english-fields";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { type Column, DataTable } from "@/components/ui/data-table";
import { TextareaField, TextField } from "@/components/ui/field";
import { type TeamMemberDto, teamMemberEditFields, teamMemberFields } from "@/shared/team";
import { useApiQuery } from "../api/use-api-query";
import type { ListAnswer } from "../api/use-list-query";
import { RecordDialog } from "../content/form-dialog";
import { ImageInput } from "../content/image-input";
import { MoveButtons } from "../content/move-buttons";
import { actionsColumn, RowActions } from "../content/row-actions";
import { useDeleteAction } from "../content/use-delete-action";
import { useRowReorder } from "../content/use-row-reorder";
import { useSaveForm } from "../content/use-save-form";
import { useSession } from "../session/session-context";
import { PageHeader } from "../shell/page-header";

type Editing = { row: TeamMemberDto | null } | null;

function MemberForm({
  row,
  onClose,
  onSaved,
}: {
  row: TeamMemberDto | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { api } = useSession();
  const save = useSaveForm(row ? teamMemberEditFields : teamMemberFields);
  const [photo, setPhoto] = useState<File | null>(null);
  const [removePhoto, setRemovePhoto] = useState(false);

  function values(form: HTMLFormElement) {
    const data = new FormData(form);
    return {
      name: data.get("name"),
      title: data.get("title"),
      bio: data.get("bio") ?? "",
      title_en: data.get("title_en") ?? "",
      bio_en: data.get("bio_en") ?? "",
      ...(row ? { remove_photo: removePhoto } : {}),
    };
  }
  const submit = (values: unknown) =>
    save.run(
      values,
      (input) => {
        const body = new FormData();
        for (const [key, value] of Object.entries(input))
          if (value !== undefined) body.set(key, value === null ? "" : String(value));
        if (photo) body.set("photo", photo);
        return row ? api.upload(`/admin/team/${row.id}`, body, "PUT") : api.upload("/admin/team", body);
      },
      row ? "Ekip üyesi güncellendi." : "Ekip üyesi eklendi.",
    );

  return (
    <RecordDialog
      save={{ ...save, submit }}
      values={values}
      onSaved={onSaved}
      title={row ? "Ekip üyesini düzenle" : "Yeni ekip üyesi"}
      onClose={onClose}
    >
      <TextField label="Ad soyad" name="name" defaultValue={row?.name} required error={save.errors.name} />
      <TextField label="Unvan" name="title" defaultValue={row?.title} required error={save.errors.title} />
      <TextareaField label="Kısa biyografi" name="bio" rows={3} defaultValue={row?.bio ?? ""} error={save.errors.bio} />
      <EnglishFields hasError={Boolean(save.errors.title_en) || Boolean(save.errors.bio_en)}>
        <TextField
          label="Görevi (İngilizce)"
          name="title_en"
          defaultValue={row?.title_en ?? ""}
          error={save.errors.title_en}
          hint={ENGLISH_FALLBACK_HINT}
        />
        <TextareaField
          label="Biyografisi (İngilizce)"
          name="bio_en"
          rows={3}
          defaultValue={row?.bio_en ?? ""}
          error={save.errors.bio_en}
        />
      </EnglishFields>
      <ImageInput
        label="Fotoğraf"
        current={row?.photo_url ?? null}
        removeLabel="Fotoğrafı kaldır"
        file={photo}
        onFile={setPhoto}
        remove={removePhoto}
        onRemove={setRemovePhoto}
      />
    </RecordDialog>
  );
}

export function TeamScreen() {
  const { api } = useSession();
  const remove = useDeleteAction();
  const query = useApiQuery<ListAnswer<TeamMemberDto>>("/admin/team");
  const [editing, setEditing] = useState<Editing>(null);
  const order = useRowReorder(query.data?.items, async (next) => {
    const saved = await api.patch<ListAnswer<TeamMemberDto>>("/admin/team/order", { ids: next.map((m) => m.id) });
    query.setData(saved);
  });

  const columns: Column<TeamMemberDto>[] = [
    {
      key: "move",
      header: <span className="sr-only">Sıra</span>,
      cell: (m, i) => (
        <MoveButtons name={m.name} index={i} count={order.rows?.length ?? 0} onMove={order.move} dragHandle />
      ),
    },
    {
      key: "photo",
      header: <span className="sr-only">Fotoğraf</span>,
      cell: (m) =>
        m.photo_url ? (
          // biome-ignore lint/performance/noImgElement: a small photo from our own media route
          <img
            src={m.photo_url}
            alt=""
            width={48}
            height={48}
            className="size-12 max-w-none rounded-full object-cover"
          />
        ) : (
          <span className="block size-12 rounded-full bg-slate-200 dark:bg-slate-700" />
        ),
    },
    {
      key: "name",
      header: "Ad soyad",
      className: "min-w-40",
      cell: (m) => (
        <div>
          <span className="font-medium">{m.name}</span>
          <div className="text-xs text-slate-600 dark:text-slate-400">{m.title}</div>
        </div>
      ),
    },
    {
      key: "bio",
      header: "Biyografi",
      className: "min-w-48",
      cell: (m) => <span className="line-clamp-2 max-w-md">{m.bio || "—"}</span>,
    },
    actionsColumn((m) => (
      <RowActions
        name={m.name}
        onEdit={() => setEditing({ row: m })}
        onDelete={() =>
          remove({
            path: `/admin/team/${m.id}`,
            title: "Ekip üyesini sil",
            message: `${m.name} ve fotoğrafı silinecek.`,
            success: "Ekip üyesi silindi.",
            done: query.reload,
          })
        }
      />
    )),
  ];

  return (
    <>
      <PageHeader
        title="Ekibimiz"
        description="Hakkımızda sayfasındaki ekip; sırayı sürükleyip bırakarak ya da ↑ ↓ düğmeleriyle değiştirin."
        actions={<Button onClick={() => setEditing({ row: null })}>Yeni ekip üyesi</Button>}
      />
      <DataTable
        caption="Ekip üyeleri"
        columns={columns}
        rows={order.rows}
        rowKey={(m) => m.id}
        loading={query.loading}
        error={query.error}
        emptyTitle="Henüz ekip üyesi yok."
        rowProps={order.rowProps}
      />
      {editing ? <MemberForm row={editing.row} onClose={() => setEditing(null)} onSaved={query.reload} /> : null}
    </>
  );
}
