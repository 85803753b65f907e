"use client";

/** Closed days of a boat (boat dates): table + create/edit dialog (createDateBody / updateDateBody) + delete. */
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { type Column, DataTable } from "@/components/ui/data-table";
import { TextField } from "@/components/ui/field";
import { optionalText } from "@/components/ui/zod-form";
import { createDateBody, updateDateBody } from "@/shared/boats/closings";
import { DateRangeFields, dateRangeValues } from "../content/date-range-fields";
import { RecordDialog } from "../content/form-dialog";
import { useDeleteAction } from "../content/use-delete-action";
import { useRecordSave } from "../content/use-record-save";
import { day } from "../format";
import type { BoatDate } from "./boat-types";
import { actionsColumn } from "../content/row-actions";

function ClosingDialog({
  boatId,
  closing,
  onClose,
  onSaved,
}: {
  boatId: number;
  closing: BoatDate | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const save = useRecordSave(closing ? updateDateBody : createDateBody, {
    path: "/admin/boats/date",
    id: closing?.id,
    created: "Kapalı tarih kaydedildi.",
    updated: "Kapalı tarih kaydedildi.",
  });

  function values(form: HTMLFormElement) {
    const data = new FormData(form);
    return {
      ...(closing ? {} : { boat_id: boatId }),
      ...dateRangeValues(data),
      note: optionalText(data.get("note")) ?? null,
    };
  }

  return (
    <RecordDialog
      save={save}
      values={values}
      onSaved={onSaved}
      title={closing ? "Kapalı tarihi düzenle" : "Yeni kapalı tarih"}
      onClose={onClose}
      className="grid gap-3 sm:grid-cols-2"
    >
      <DateRangeFields
        start={closing?.start_date}
        end={closing?.end_date}
        errors={save.errors}
        endHint="Tekne bu gün yeniden müsait olur."
      />
      <TextField
        label="Not"
        name="note"
        defaultValue={closing?.note ?? ""}
        error={save.errors.note}
        className="sm:col-span-2"
      />
    </RecordDialog>
  );
}

export function BoatClosings({
  boatId,
  dates,
  onChanged,
}: {
  boatId: number;
  dates: BoatDate[];
  onChanged: () => void;
}) {
  const deleteRecord = useDeleteAction();
  const [editing, setEditing] = useState<BoatDate | "new" | null>(null);

  const remove = (closing: BoatDate) =>
    deleteRecord({
      path: `/admin/boats/date/${closing.id}`,
      title: "Kapalı tarihi sil",
      message: `${day(closing.start_date)} – ${day(closing.end_date)} yeniden müsait olacak.`,
      success: "Kapalı tarih silindi.",
      done: onChanged,
    });

  const columns: Column<BoatDate>[] = [
    { key: "start", header: "Başlangıç", cell: (d) => day(d.start_date) },
    { key: "end", header: "Bitiş (hariç)", cell: (d) => day(d.end_date) },
    { key: "note", header: "Not", cell: (d) => d.note ?? "—" },
    {
      key: "source",
      header: "Kaynak",
      cell: (d) => (
        <Badge tone={d.source === "ical" ? "info" : "neutral"}>{d.source === "ical" ? "iCal" : "Elle"}</Badge>
      ),
    },
    actionsColumn((d) => (
      <span className="flex gap-2">
        {d.source === "manual" ? (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setEditing(d)}
            aria-label={`${day(d.start_date)} kapalı tarihini düzenle`}
          >
            Düzenle
          </Button>
        ) : null}
        <Button
          size="sm"
          variant="danger"
          onClick={() => remove(d)}
          aria-label={`${day(d.start_date)} kapalı tarihini sil`}
        >
          Sil
        </Button>
      </span>
    )),
  ];

  return (
    <section aria-labelledby="closings-title" className="space-y-3">
      <div className="flex items-center justify-between">
        <h2 id="closings-title" className="text-lg font-semibold">
          Kapalı tarihler
        </h2>
        <Button onClick={() => setEditing("new")}>Kapalı tarih ekle</Button>
      </div>
      <DataTable
        caption="Kapalı tarihler"
        columns={columns}
        rows={dates}
        rowKey={(d) => d.id}
        emptyTitle="Kapalı tarih yok."
      />
      {editing ? (
        <ClosingDialog
          boatId={boatId}
          closing={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={onChanged}
        />
      ) : null}
    </section>
  );
}
