"use client";

/**
 * /dashboard/discounts ("İndirimler", issue 15): early booking, last minute and long stay discounts of one boat or
 * of every boat — list, create, edit, delete with confirmation. ADMIN sees all; an OWNER only those of their own
 * boats and cannot create global ones (the API enforces it; the form offers no "Tüm tekneler" to an OWNER).
 */
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { type Column, DataTable } from "@/components/ui/data-table";
import { CheckboxField, SelectField, TextField } from "@/components/ui/field";
import { DISCOUNT_KIND_LABELS, DISCOUNT_KINDS, type DiscountDto, discountRuleText } from "@/lib/extras-copy";
import { todayIn } from "@/lib/dates";
import { useApiQuery } from "../api/use-api-query";
import { RecordDialog } from "../content/form-dialog";
import { actionsColumn } from "../content/row-actions";
import { useDeleteAction } from "../content/use-delete-action";
import { useRecordSave } from "../content/use-record-save";
import { day } from "../format";
import { useBoatChoices } from "../reservations/use-boat-choices";
import { useSession } from "../session/session-context";
import { PageHeader } from "../shell/page-header";
import { createDiscountBody } from "@/shared/extras-discounts";

const ALL_BOATS = "all";
const KIND_OPTIONS = DISCOUNT_KINDS.map((value) => ({ value, label: DISCOUNT_KIND_LABELS[value] }));
const THRESHOLD_LABELS = {
  early_booking: "Girişten en az kaç gün önce",
  last_minute: "Girişe en fazla kaç gün kala",
  long_stay: "En az kaç gece",
} as const;

function DiscountDialog({
  discount,
  onClose,
  onSaved,
}: {
  discount: DiscountDto | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { isAdmin } = useSession();
  const boats = useBoatChoices();
  const [kind, setKind] = useState<DiscountDto["kind"]>(discount?.kind ?? "early_booking");
  // Controlled: the boats arrive after the dialog opens, and an uncontrolled select would keep its first option.
  const [boatId, setBoatId] = useState(String(discount ? (discount.boat?.id ?? ALL_BOATS) : isAdmin ? ALL_BOATS : ""));
  const save = useRecordSave(createDiscountBody, {
    path: "/admin/discounts",
    id: discount?.id,
    created: "İndirim kaydedildi.",
    updated: "İndirim kaydedildi.",
  });

  function values(form: HTMLFormElement) {
    const data = new FormData(form);
    const get = (k: string) => String(data.get(k) ?? "").trim();
    const num = (k: string) => (get(k) === "" ? Number.NaN : Number(get(k).replace(",", ".")));
    const boat = boatId;
    return {
      boat_id: boat === ALL_BOATS ? null : boat === "" ? Number.NaN : Number(boat),
      kind: get("kind"),
      percent: num("percent"),
      threshold_days: num("threshold_days"),
      valid_from: get("valid_from"),
      valid_to: get("valid_to"),
      active: data.get("active") === "on",
    };
  }

  const boatOptions = isAdmin ? [{ value: ALL_BOATS, label: "Tüm tekneler" }, ...boats] : boats;
  return (
    <RecordDialog
      save={save}
      values={values}
      onSaved={onSaved}
      title={discount ? "İndirimi düzenle" : "Yeni indirim"}
      onClose={onClose}
      className="grid gap-3 sm:grid-cols-2"
    >
      <SelectField
        label="Tekne"
        name="boat_id"
        options={boatOptions}
        placeholder={isAdmin ? undefined : "Seçin"}
        value={boatId}
        onChange={(e) => setBoatId(e.target.value)}
        error={save.errors.boat_id}
        className="sm:col-span-2"
      />
      <SelectField
        label="Tür"
        name="kind"
        options={KIND_OPTIONS}
        value={kind}
        onChange={(e) => setKind(e.target.value as DiscountDto["kind"])}
        error={save.errors.kind}
      />
      <TextField
        label="İndirim (%)"
        name="percent"
        type="number"
        min={1}
        max={90}
        defaultValue={discount?.percent}
        error={save.errors.percent}
        hint="1–90; yalnızca kiralama bedeline uygulanır."
      />
      <TextField
        label={THRESHOLD_LABELS[kind]}
        name="threshold_days"
        type="number"
        min={0}
        defaultValue={discount?.threshold_days}
        error={save.errors.threshold_days}
        className="sm:col-span-2"
      />
      <TextField
        label="Geçerlilik başlangıcı"
        name="valid_from"
        type="date"
        defaultValue={discount?.valid_from ?? todayIn()}
        error={save.errors.valid_from}
      />
      <TextField
        label="Geçerlilik bitişi"
        name="valid_to"
        type="date"
        defaultValue={discount?.valid_to}
        error={save.errors.valid_to}
        hint="Kalışın giriş günü bu aralıkta olmalı."
      />
      <CheckboxField label="Aktif" name="active" defaultChecked={discount?.active ?? true} className="sm:col-span-2" />
    </RecordDialog>
  );
}

export function DiscountsScreen() {
  const query = useApiQuery<DiscountDto[] | { items: DiscountDto[] }>("/admin/discounts");
  const deleteRecord = useDeleteAction();
  const [editing, setEditing] = useState<DiscountDto | "new" | null>(null);
  const rows = query.data ? (Array.isArray(query.data) ? query.data : query.data.items) : undefined;
  const boatName = (d: DiscountDto) => d.boat?.name ?? "Tüm tekneler";
  const reload = () => void query.reload();

  const remove = (d: DiscountDto) =>
    deleteRecord({
      path: `/admin/discounts/${d.id}`,
      title: "İndirimi sil",
      message: `${boatName(d)}: ${DISCOUNT_KIND_LABELS[d.kind]} %${d.percent} indirimi silinecek.`,
      success: "İndirim silindi.",
      done: reload,
    });

  const columns: Column<DiscountDto>[] = [
    { key: "boat", header: "Tekne", cell: boatName },
    { key: "kind", header: "Tür", cell: (d) => DISCOUNT_KIND_LABELS[d.kind] },
    { key: "percent", header: "İndirim", cell: (d) => `%${d.percent}` },
    { key: "rule", header: "Koşul", className: "min-w-48", cell: (d) => discountRuleText(d.kind, d.threshold_days) },
    { key: "valid", header: "Geçerlilik", cell: (d) => `${day(d.valid_from)} – ${day(d.valid_to)}` },
    {
      key: "active",
      header: "Durum",
      cell: (d) => (d.active ? <Badge tone="success">Aktif</Badge> : <Badge tone="neutral">Pasif</Badge>),
    },
    actionsColumn((d) => {
      const name = `${boatName(d)} ${DISCOUNT_KIND_LABELS[d.kind]} %${d.percent}`;
      return (
        <span className="flex gap-2">
          <Button size="sm" variant="secondary" onClick={() => setEditing(d)} aria-label={`${name}: düzenle`}>
            Düzenle
          </Button>
          <Button size="sm" variant="danger" onClick={() => remove(d)} aria-label={`${name}: sil`}>
            Sil
          </Button>
        </span>
      );
    }),
  ];

  return (
    <>
      <PageHeader
        title="İndirimler"
        description="Erken rezervasyon, son dakika ve uzun konaklama indirimleri. Bir kalışa en yüksek tek indirim uygulanır."
        actions={<Button onClick={() => setEditing("new")}>Yeni indirim</Button>}
      />
      <DataTable
        caption="İndirimler"
        columns={columns}
        rows={rows}
        rowKey={(d) => d.id}
        loading={query.loading}
        error={query.error}
        emptyTitle="Henüz indirim yok."
      />
      {editing ? (
        <DiscountDialog
          discount={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={reload}
        />
      ) : null}
    </>
  );
}
