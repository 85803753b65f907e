/**
 * The "Başlangıç" / "Bitiş (bu gün hariç)" date inputs (names start_date, end_date) of a half-open day range
 * [start, end), with their field errors; `endHint` explains what the end day means for this record.
 */
import { TextField } from "@/components/ui/field";
import type { FieldErrors } from "@/components/ui/zod-form";

export function DateRangeFields({
  start,
  end,
  errors,
  endHint,
}: {
  start: string | undefined;
  end: string | undefined;
  errors: FieldErrors;
  endHint: string;
}) {
  return (
    <>
      <TextField label="Başlangıç" name="start_date" type="date" defaultValue={start} error={errors.start_date} />
      <TextField
        label="Bitiş (bu gün hariç)"
        name="end_date"
        type="date"
        defaultValue={end}
        error={errors.end_date}
        hint={endHint}
      />
    </>
  );
}

/** The two dates of a submitted DateRangeFields, as the API's body takes them. */
export function dateRangeValues(data: FormData) {
  return { start_date: String(data.get("start_date") ?? ""), end_date: String(data.get("end_date") ?? "") };
}
