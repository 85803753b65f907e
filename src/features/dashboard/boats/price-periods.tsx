"use client";

/** Price periods of a boat: table + create/edit dialog (createPriceBody / updatePriceBody) + delete with confirm. */
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { type Column, DataTable } from "@/components/ui/data-table";
import { SelectField, TextField } from "@/components/ui/field";
import { weekdayNameTr } from "@/lib/turkish-calendar";
import { createPriceBody, updatePriceBody } from "@/shared/boats/prices";
import { DateRangeFields, dateRangeValues } from "../content/date-range-fields";
import { RecordDialog } from "../content/form-dialog";
import { useDeleteAction } from "../content/use-delete-action";
import { useRecordSave } from "../content/use-record-save";
import { CurrencyField } from "../content/currency-field";
import { day, money, moneyInputValue, parseMoneyInput } from "../format";
import type { BoatPrice } from "./boat-types";
import { actionsColumn } from "../content/row-actions";

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7].map((d) => ({ value: d, label: weekdayNameTr(d) }));

function PriceDialog({
  boatId,
  price,
  onClose,
  onSaved,
}: {
  boatId: number;
  price: BoatPrice | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const save = useRecordSave(price ? updatePriceBody : createPriceBody, {
    path: "/admin/boats/price",
    id: price?.id,
    created: "Fiyat dönemi kaydedildi.",
    updated: "Fiyat dönemi kaydedildi.",
  });

  function values(form: HTMLFormElement) {
    const data = new FormData(form);
    const weekday = String(data.get("start_weekday") ?? "");
    const minDays = String(data.get("min_days") ?? "").trim();
    return {
      ...(price ? {} : { boat_id: boatId }),
      ...dateRangeValues(data),
      day_price: parseMoneyInput(String(data.get("day_price") ?? "")),
      currency: String(data.get("currency") ?? ""),
      min_days: minDays === "" ? undefined : Number(minDays),
      start_weekday: weekday === "" ? null : Number(weekday),
    };
  }

  return (
    <RecordDialog
      save={save}
      values={values}
      onSaved={onSaved}
      title={price ? "Fiyat dönemini düzenle" : "Yeni fiyat dönemi"}
      onClose={onClose}
      className="grid gap-3 sm:grid-cols-2"
    >
      <DateRangeFields
        start={price?.start_date}
        end={price?.end_date}
        errors={save.errors}
        endHint="Dönem bitiş gününden bir önceki gece sona erer."
      />
      <TextField
        label="Günlük fiyat"
        name="day_price"
        inputMode="decimal"
        defaultValue={moneyInputValue(price?.day_price)}
        error={save.errors.day_price}
        hint="ör. 12.500 veya 12.500,50"
      />
      <CurrencyField defaultValue={price?.currency ?? "EUR"} error={save.errors.currency} />
      <TextField
        label="En az gün"
        name="min_days"
        type="number"
        min={1}
        defaultValue={price?.min_days ?? 1}
        error={save.errors.min_days}
      />
      <SelectField
        label="Başlangıç günü"
        name="start_weekday"
        defaultValue={price?.start_weekday ?? ""}
        placeholder="Herhangi bir gün"
        options={WEEKDAYS}
        error={save.errors.start_weekday}
      />
    </RecordDialog>
  );
}

export function PricePeriods({
  boatId,
  prices,
  onChanged,
}: {
  boatId: number;
  prices: BoatPrice[];
  onChanged: () => void;
}) {
  const deleteRecord = useDeleteAction();
  const [editing, setEditing] = useState<BoatPrice | "new" | null>(null);

  const remove = (price: BoatPrice) =>
    deleteRecord({
      path: `/admin/boats/price/${price.id}`,
      title: "Fiyat dönemini sil",
      message: `${day(price.start_date)} – ${day(price.end_date)} dönemi silinecek.`,
      success: "Fiyat dönemi silindi.",
      done: onChanged,
    });

  const columns: Column<BoatPrice>[] = [
    { key: "start", header: "Başlangıç", cell: (p) => day(p.start_date) },
    { key: "end", header: "Bitiş (hariç)", cell: (p) => day(p.end_date) },
    { key: "price", header: "Günlük fiyat", cell: (p) => money(p.day_price, p.currency) },
    { key: "min", header: "En az gün", cell: (p) => p.min_days },
    {
      key: "weekday",
      header: "Başlangıç günü",
      cell: (p) => (p.start_weekday ? weekdayNameTr(p.start_weekday) : "Her gün"),
    },
    actionsColumn((p) => (
      <span className="flex gap-2">
        <Button
          size="sm"
          variant="secondary"
          onClick={() => setEditing(p)}
          aria-label={`${day(p.start_date)} dönemini düzenle`}
        >
          Düzenle
        </Button>
        <Button size="sm" variant="danger" onClick={() => remove(p)} aria-label={`${day(p.start_date)} dönemini sil`}>
          Sil
        </Button>
      </span>
    )),
  ];

  return (
    <section aria-labelledby="prices-title" className="space-y-3">
      <div className="flex items-center justify-between">
        <h2 id="prices-title" className="text-lg font-semibold">
          Fiyat dönemleri
        </h2>
        <Button onClick={() => setEditing("new")}>Fiyat dönemi ekle</Button>
      </div>
      <DataTable
        caption="Fiyat dönemleri"
        columns={columns}
        rows={prices}
        rowKey={(p) => p.id}
        emptyTitle="Henüz fiyat dönemi yok."
        emptyDescription="Fiyatı olmayan günler sitede rezerve edilemez."
      />
      {editing ? (
        <PriceDialog
          boatId={boatId}
          price={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={onChanged}
        />
      ) : null}
    </section>
  );
}
