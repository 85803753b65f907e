"use client";

/**
 * /dashboard/reservations/new: a phone or walk-in booking (createStaffReservationBody). Priced from the boat's
 * price list by the server, with the boat's extras (obligatory ones always, optional ones as ticked) and the price
 * shown as it would be frozen; an ADMIN may enter an agreed total instead.
 */
import { DashboardLink as Link } from "@/features/dashboard/dashboard-link";
import { useState } from "react";
import { useRouter } from "next/navigation";
import { Button, buttonClass } from "@/components/ui/button";
import { CheckboxField, FormError, SelectField, TextareaField, TextField } from "@/components/ui/field";
import { optionalText } from "@/components/ui/zod-form";
import { createStaffReservationBody } from "@/shared/reservations";
import { useSaveForm } from "../content/use-save-form";
import { CurrencyField } from "../content/currency-field";
import { parseMoneyInput } from "../format";
import { useSession } from "../session/session-context";
import { PageHeader } from "../shell/page-header";
import { type StaffStay, StaffBookingExtras } from "./staff-booking-extras";
import { useBoatChoices } from "./use-boat-choices";

/** What the extras and the price depend on, read from the form as staff type. */
function stayOf(form: HTMLFormElement): StaffStay {
  const data = new FormData(form);
  const get = (k: string) => String(data.get(k) ?? "");
  return {
    boatId: get("boat_id") ? Number(get("boat_id")) : null,
    startDate: get("start_date"),
    endDate: get("end_date"),
    guests: Number(get("guests")) || 0,
  };
}

const sameStay = (a: StaffStay, b: StaffStay) =>
  a.boatId === b.boatId && a.startDate === b.startDate && a.endDate === b.endDate && a.guests === b.guests;

export function ReservationNewScreen() {
  const { api, isAdmin } = useSession();
  const router = useRouter();
  const boats = useBoatChoices();
  const form = useSaveForm(createStaffReservationBody);
  const { busy, serverError } = form;
  const e = form.errors;
  const [stay, setStay] = useState<StaffStay>({ boatId: null, startDate: "", endDate: "", guests: 2 });

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const get = (k: string) => String(data.get(k) ?? "");
    const total = isAdmin ? parseMoneyInput(get("total")) : undefined;
    const extras = data.getAll("extras").map(Number);
    const values = {
      boat_id: get("boat_id") ? Number(get("boat_id")) : undefined,
      start_date: get("start_date"),
      end_date: get("end_date"),
      guests: get("guests") ? Number(get("guests")) : undefined,
      customer_name: get("customer_name"),
      customer_email: get("customer_email").trim(),
      customer_phone: get("customer_phone"),
      note: optionalText(data.get("note")),
      status: get("status"),
      ...(total !== undefined ? { total, currency: get("currency") } : {}),
      ...(extras.length > 0 ? { extras } : {}),
      send_mail: data.get("send_mail") === "on",
    };
    let createdId: number | undefined;
    const saved = await form.run(
      values,
      async (body) => {
        const created = await api.v1.post("/admin/reservations", { body });
        createdId = created.id;
        return created;
      },
      (created) => `Rezervasyon oluşturuldu: ${created.code}`,
    );
    if (saved) router.push(`/dashboard/reservations/${createdId}`);
  }

  return (
    <>
      <PageHeader
        title="Yeni rezervasyon"
        description="Telefonla ya da yüz yüze alınan rezervasyonlar için. Fiyat, teknenin fiyat listesinden hesaplanır."
        actions={
          <Link href="/dashboard/reservations" className={buttonClass("ghost", "sm")}>
            ← Rezervasyonlar
          </Link>
        }
      />
      <form
        noValidate
        onSubmit={submit}
        onChange={(event) => {
          const next = stayOf(event.currentTarget);
          setStay((current) => (sameStay(current, next) ? current : next));
        }}
        className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-3 dark:border-slate-700 dark:bg-slate-900"
      >
        <SelectField label="Tekne" name="boat_id" options={boats} placeholder="Seçin" error={e.boat_id} />
        <TextField label="Giriş" name="start_date" type="date" error={e.start_date} />
        <TextField label="Çıkış" name="end_date" type="date" error={e.end_date} hint="Teknenin teslim edildiği gün." />
        <TextField label="Kişi sayısı" name="guests" type="number" min={1} defaultValue={2} error={e.guests} />
        <TextField label="Müşteri adı soyadı" name="customer_name" error={e.customer_name} autoComplete="off" />
        <TextField label="E-posta" name="customer_email" type="email" error={e.customer_email} autoComplete="off" />
        <TextField label="Telefon" name="customer_phone" type="tel" error={e.customer_phone} autoComplete="off" />
        <SelectField
          label="Durum"
          name="status"
          defaultValue="option"
          error={e.status}
          options={[
            { value: "option", label: "Opsiyonlu (ön ödeme bekleniyor)" },
            { value: "confirmed", label: "Onaylı" },
          ]}
        />
        {isAdmin ? (
          <>
            <TextField
              label="Anlaşılan toplam (isteğe bağlı)"
              name="total"
              inputMode="decimal"
              error={e.total}
              hint="Boş bırakılırsa fiyat listesinden hesaplanır."
            />
            <CurrencyField defaultValue="EUR" error={e.currency} />
          </>
        ) : null}
        <StaffBookingExtras stay={stay} className="sm:col-span-2 lg:col-span-3" />
        <TextareaField label="Not" name="note" rows={3} error={e.note} className="sm:col-span-2 lg:col-span-3" />
        <CheckboxField
          label="Müşteriye mail gönder"
          name="send_mail"
          defaultChecked
          className="sm:col-span-2 lg:col-span-3"
        />
        <div className="space-y-3 sm:col-span-2 lg:col-span-3">
          <FormError message={serverError} />
          <Button type="submit" busy={busy}>
            Rezervasyonu oluştur
          </Button>
        </div>
      </form>
    </>
  );
}
