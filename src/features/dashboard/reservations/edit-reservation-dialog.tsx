"use client";

/** Edits a reservation's customer, guests, dates, note and option expiry (updateReservationBody). */
import { TextareaField, TextField } from "@/components/ui/field";
import { updateReservationBody } from "@/shared/reservations";
import { FormDialog } from "../content/form-dialog";
import { useSaveForm } from "../content/use-save-form";
import { useSession } from "../session/session-context";
import type { ReservationDetail } from "./reservation-types";
import { formatMomentSortable } from "@/lib/turkish-calendar";

/** `2027-07-10T14:30` typed in Turkey → an ISO moment with the +03:00 offset. */
function localToIso(value: string): string | undefined {
  return value ? `${value}:00+03:00` : undefined;
}

function isoToLocal(value: string | null): string {
  if (!value) return "";
  return formatMomentSortable(new Date(value)).replace(" ", "T");
}

export function EditReservationDialog({
  reservation: r,
  onClose,
  onSaved,
}: {
  reservation: ReservationDetail;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { api } = useSession();
  const form = useSaveForm(updateReservationBody);
  const { busy, serverError } = form;

  async function submit(formElement: HTMLFormElement) {
    const data = new FormData(formElement);
    const get = (k: string) => String(data.get(k) ?? "");
    const changed: Record<string, unknown> = {};
    const compare = (key: string, value: unknown, current: unknown) => {
      if (value !== current) changed[key] = value;
    };
    compare("customer_name", get("customer_name"), r.customer_name);
    compare("customer_email", get("customer_email"), r.customer_email);
    compare("customer_phone", get("customer_phone"), r.customer_phone);
    compare("guests", Number(get("guests")), r.guests);
    compare("start_date", get("start_date"), r.start_date);
    compare("end_date", get("end_date"), r.end_date);
    const note = get("note").trim();
    compare("note", note === "" ? null : note, r.note);
    if (r.status === "option" && get("option_expires_at") !== isoToLocal(r.option_expires_at)) {
      changed.option_expires_at = localToIso(get("option_expires_at"));
    }
    if (Object.keys(changed).length === 0) {
      onClose();
      return;
    }
    const saved = await form.run(
      changed,
      (body) => api.v1.put("/admin/reservations/{id}", { params: { id: r.id }, body }),
      "Rezervasyon güncellendi.",
    );
    if (saved) {
      onSaved();
      onClose();
    }
  }

  const e = form.errors;
  return (
    <FormDialog
      open
      title="Rezervasyonu düzenle"
      size="lg"
      busy={busy}
      serverError={serverError ?? e._ ?? null}
      onClose={onClose}
      onSubmit={submit}
      className="grid gap-3 sm:grid-cols-2"
    >
      <TextField label="Ad soyad" name="customer_name" defaultValue={r.customer_name} error={e.customer_name} />
      <TextField
        label="E-posta"
        name="customer_email"
        type="email"
        defaultValue={r.customer_email}
        error={e.customer_email}
      />
      <TextField
        label="Telefon"
        name="customer_phone"
        type="tel"
        defaultValue={r.customer_phone}
        error={e.customer_phone}
      />
      <TextField label="Kişi sayısı" name="guests" type="number" min={1} defaultValue={r.guests} error={e.guests} />
      <TextField label="Giriş" name="start_date" type="date" defaultValue={r.start_date} error={e.start_date} />
      <TextField label="Çıkış" name="end_date" type="date" defaultValue={r.end_date} error={e.end_date} />
      {r.status === "option" ? (
        <TextField
          label="Opsiyon bitişi (Türkiye saati)"
          name="option_expires_at"
          type="datetime-local"
          defaultValue={isoToLocal(r.option_expires_at)}
          error={e.option_expires_at}
        />
      ) : null}
      <TextareaField
        label="Not"
        name="note"
        rows={3}
        defaultValue={r.note ?? ""}
        error={e.note}
        className="sm:col-span-2"
      />
    </FormDialog>
  );
}
