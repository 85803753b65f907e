"use client";

/**
 * Create or edit an agency (POST /v1/admin/agencies, PUT /v1/admin/agencies/:id): name, contact, commission
 * (typed as a percent, sent as basis points), requests a minute, webhook URL, active.
 */
import { CheckboxField, TextField } from "@/components/ui/field";
import { type AgencyDto, agencyBody } from "@/shared/agencies";
import { FormDialog } from "../content/form-dialog";
import { useRecordSave } from "../content/use-record-save";

/** "12,5" or "12.5" → 1250 basis points; anything else NaN (the schema names the field). */
export function percentToBps(text: string): number {
  const raw = text.trim().replace(",", ".");
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(raw)) return Number.NaN;
  return Math.round(Number(raw) * 100);
}

export const bpsToPercent = (bps: number) => (bps / 100).toLocaleString("tr-TR", { maximumFractionDigits: 2 });

export function AgencyDialog({
  open,
  agency,
  onClose,
  onSaved,
}: {
  open: boolean;
  /** The agency to edit; none: a new one. */
  agency?: AgencyDto;
  onClose: () => void;
  onSaved: () => void;
}) {
  const save = useRecordSave(agencyBody, {
    path: "/admin/agencies",
    id: agency?.id,
    created: "Acente eklendi.",
    updated: "Acente kaydedildi.",
  });

  async function submit(form: HTMLFormElement) {
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? "").trim();
    const limit = text("rate_limit_per_minute");
    const saved = await save.submit({
      name: text("name"),
      contact_name: text("contact_name"),
      contact_email: text("contact_email"),
      contact_phone: text("contact_phone"),
      commission_bps: percentToBps(text("commission_percent") || "0"),
      rate_limit_per_minute: limit === "" ? undefined : Number(limit),
      webhook_url: text("webhook_url"),
      active: data.get("active") === "on",
    });
    if (saved) {
      onSaved();
      onClose();
    }
  }

  return (
    <FormDialog
      open={open}
      title={agency ? "Acenteyi düzenle" : "Yeni acente"}
      busy={save.busy}
      serverError={save.serverError}
      onClose={onClose}
      onSubmit={submit}
      size="lg"
      className="grid gap-3 sm:grid-cols-2"
    >
      <TextField
        label="Acente adı"
        name="name"
        required
        defaultValue={agency?.name}
        error={save.errors.name}
        autoComplete="off"
        className="sm:col-span-2"
      />
      <TextField
        label="İlgili kişi"
        name="contact_name"
        defaultValue={agency?.contact_name ?? ""}
        error={save.errors.contact_name}
        autoComplete="off"
      />
      <TextField
        label="E-posta"
        name="contact_email"
        type="email"
        defaultValue={agency?.contact_email ?? ""}
        error={save.errors.contact_email}
        autoComplete="off"
      />
      <TextField
        label="Telefon"
        name="contact_phone"
        type="tel"
        defaultValue={agency?.contact_phone ?? ""}
        error={save.errors.contact_phone}
        autoComplete="off"
      />
      <TextField
        label="Komisyon (%)"
        name="commission_percent"
        inputMode="decimal"
        defaultValue={agency ? bpsToPercent(agency.commission_bps) : ""}
        placeholder="12,5"
        hint="Brüt fiyatın yüzdesi; yeni rezervasyonlarda dondurulur."
        error={save.errors.commission_bps}
        autoComplete="off"
      />
      <TextField
        label="İstek sınırı (dakikada)"
        name="rate_limit_per_minute"
        type="number"
        min={1}
        max={100000}
        defaultValue={agency?.rate_limit_per_minute ?? 120}
        error={save.errors.rate_limit_per_minute}
      />
      <TextField
        label="Webhook adresi"
        name="webhook_url"
        type="url"
        defaultValue={agency?.webhook_url ?? ""}
        placeholder="https://acente.example.com/liman/webhooks"
        hint="Boş bırakılırsa olay gönderilmez."
        error={save.errors.webhook_url}
        autoComplete="off"
        className="sm:col-span-2"
      />
      <CheckboxField
        label="Aktif (kapalıyken acentenin tüm anahtarları reddedilir)"
        name="active"
        defaultChecked={agency?.active ?? true}
        error={save.errors.active}
        className="sm:col-span-2"
      />
    </FormDialog>
  );
}
