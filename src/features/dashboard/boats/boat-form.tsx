"use client";

/**
 * The boat details form (create and edit): specs, rich-text description, amenities, owner (ADMIN only) and
 * flags. Validated with the API's createBoatBody / updateBoatBody; OWNERs never send ADMIN-only fields.
 */
import { EnglishFields } from "@/features/dashboard/content/english-fields";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { CheckboxField, FormError, SelectField, TextField } from "@/components/ui/field";
import { RichTextEditor } from "@/components/ui/rich-text-editor";
import { createBoatBody, updateBoatBody } from "@/shared/boats/records";
import { useFormOptions } from "../api/use-form-options";
import { useSaveForm } from "../content/use-save-form";
import { CURRENCY_OPTIONS, moneyInputValue, parseMoneyInput } from "../format";
import { useSession } from "../session/session-context";
import { AmenitiesInput } from "./amenities-input";
import { AmenityNamesInput } from "./amenity-names-input";
import type { BoatDetail } from "./boat-types";

type State = {
  name: string;
  type_id: string;
  marina_id: string;
  owner_id: string;
  for_rent: boolean;
  for_sale: boolean;
  sale_price: string;
  sale_currency: string;
  security_deposit: string;
  length_m: string;
  width_m: string;
  year: string;
  guests: string;
  cabins: string;
  bathrooms: string;
  crew: string;
  description: string;
  description_en: string;
  amenities: string[];
  amenities_en: Record<string, string>;
  check_in_time: string;
  check_out_time: string;
  popular: boolean;
  active: boolean;
  sort_order: string;
};

const text = (v: number | null | undefined) => (v == null ? "" : String(v));

function initialState(boat: BoatDetail | undefined, ownerId: number): State {
  return {
    name: boat?.name ?? "",
    type_id: text(boat?.type_id),
    marina_id: text(boat?.marina_id),
    owner_id: text(boat?.owner_id ?? ownerId),
    for_rent: boat?.for_rent ?? true,
    for_sale: boat?.for_sale ?? false,
    sale_price: moneyInputValue(boat?.sale_price),
    sale_currency: boat?.sale_currency ?? "",
    security_deposit: moneyInputValue(boat?.security_deposit),
    length_m: text(boat?.length_m),
    width_m: text(boat?.width_m),
    year: text(boat?.year),
    guests: text(boat?.guests ?? 1),
    cabins: text(boat?.cabins ?? 0),
    bathrooms: text(boat?.bathrooms ?? 0),
    crew: text(boat?.crew ?? 0),
    description: boat?.description ?? "",
    description_en: boat?.description_en ?? "",
    amenities: boat?.amenities ?? [],
    amenities_en: boat?.amenities_en ?? {},
    check_in_time: boat?.check_in_time ?? "14:00",
    check_out_time: boat?.check_out_time ?? "11:00",
    popular: boat?.popular ?? false,
    active: boat?.active ?? true,
    sort_order: text(boat?.sort_order ?? 0),
  };
}

const num = (v: string) => (v.trim() === "" ? undefined : Number(v.replace(",", ".")));
const nullableNum = (v: string) => (v.trim() === "" ? null : Number(v.replace(",", ".")));

/** The request body from the form state; ADMIN-only fields only for an ADMIN (an OWNER may only unpublish). */
function toBody(s: State, isAdmin: boolean, boat: BoatDetail | undefined) {
  const body: Record<string, unknown> = {
    name: s.name,
    type_id: num(s.type_id),
    marina_id: num(s.marina_id),
    for_rent: s.for_rent,
    for_sale: s.for_sale,
    sale_price: s.for_sale ? (parseMoneyInput(s.sale_price) ?? null) : null,
    sale_currency: s.for_sale && s.sale_currency ? s.sale_currency : null,
    // Empty: the boat asks no damage deposit.
    security_deposit: parseMoneyInput(s.security_deposit) ?? null,
    length_m: nullableNum(s.length_m),
    width_m: nullableNum(s.width_m),
    year: nullableNum(s.year),
    guests: num(s.guests),
    cabins: num(s.cabins),
    bathrooms: num(s.bathrooms),
    crew: num(s.crew),
    description: s.description,
    // Empty clears the English text (the English site then shows the Turkish one).
    description_en: s.description_en.trim() === "" ? null : s.description_en,
    amenities: s.amenities,
    // Sent with the list: the server keeps the listed amenities' names only (an empty one shows the Turkish name).
    amenities_en: s.amenities_en,
    check_in_time: s.check_in_time,
    check_out_time: s.check_out_time,
  };
  if (isAdmin) {
    body.owner_id = num(s.owner_id);
    body.popular = s.popular;
    body.active = s.active;
    body.sort_order = num(s.sort_order);
  } else if (boat?.active && !s.active) {
    body.active = false;
  }
  return body;
}

export function BoatForm({ boat, onSaved }: { boat?: BoatDetail; onSaved: (saved: BoatDetail) => void }) {
  const { api, isAdmin, session } = useSession();
  const options = useFormOptions();
  const form = useSaveForm(boat ? updateBoatBody : createBoatBody);
  const { busy, serverError } = form;
  const [state, setState] = useState<State>(() => initialState(boat, session.id));
  const e = form.errors;

  const set =
    <K extends keyof State>(key: K) =>
    (value: State[K]) =>
      setState((s) => ({ ...s, [key]: value }));
  const input = (key: keyof State) => ({
    name: key,
    value: state[key] as string,
    onChange: (ev: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => set(key)(ev.target.value as never),
    error: e[key],
  });

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    let saved: BoatDetail | undefined;
    const ok = await form.run(
      toBody(state, isAdmin, boat),
      async (body) => {
        saved = boat
          ? await api.put<BoatDetail>(`/admin/boats/${boat.id}`, body)
          : await api.post<BoatDetail>("/admin/boats", body);
      },
      boat ? "Tekne kaydedildi." : "Tekne oluşturuldu.",
      { invalidToast: "Lütfen işaretli alanları düzeltin.", failureToast: (message) => `Kaydedilemedi: ${message}` },
    );
    if (ok && saved) onSaved(saved);
  }

  const types = (options.data?.boatTypes ?? []).map((t) => ({ value: t.id, label: t.name }));
  const marinas = (options.data?.marinas ?? []).map((m) => ({ value: m.id, label: m.name }));
  const owners = (options.data?.owners ?? []).map((o) => ({
    value: o.id,
    label: `${o.name}${o.role === "ADMIN" ? " (yönetici)" : ""}`,
  }));

  return (
    <form noValidate onSubmit={submit} className="space-y-6">
      <fieldset className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-3 dark:border-slate-700 dark:bg-slate-900">
        <legend className="px-1 text-sm font-semibold">Genel bilgiler</legend>
        <TextField label="Tekne adı" required {...input("name")} className="sm:col-span-2 lg:col-span-1" />
        <SelectField label="Tekne tipi" options={types} placeholder="Seçin" {...input("type_id")} />
        <SelectField label="Marina" options={marinas} placeholder="Seçin" {...input("marina_id")} />
        {isAdmin ? (
          <SelectField label="Tekne sahibi" options={owners} placeholder="Seçin" {...input("owner_id")} />
        ) : null}
        <TextField label="Misafir sayısı" type="number" min={1} {...input("guests")} />
        <TextField label="Kabin" type="number" min={0} {...input("cabins")} />
        <TextField label="Banyo" type="number" min={0} {...input("bathrooms")} />
        <TextField label="Mürettebat" type="number" min={0} {...input("crew")} />
        <TextField label="Uzunluk (m)" inputMode="decimal" {...input("length_m")} />
        <TextField label="Genişlik (m)" inputMode="decimal" {...input("width_m")} />
        <TextField label="Yapım yılı" type="number" min={1900} max={2100} {...input("year")} />
        <TextField label="Giriş saati" type="time" {...input("check_in_time")} />
        <TextField label="Çıkış saati" type="time" {...input("check_out_time")} />
      </fieldset>

      <fieldset className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
        <legend className="px-1 text-sm font-semibold">Açıklama ve olanaklar</legend>
        <RichTextEditor
          label="Açıklama"
          value={state.description}
          onChange={set("description")}
          error={e.description}
        />
        <EnglishFields hasError={Boolean(e.description_en)}>
          <RichTextEditor
            label="Açıklamanın İngilizcesi"
            value={state.description_en}
            onChange={set("description_en")}
            error={e.description_en}
          />
        </EnglishFields>
        <AmenitiesInput value={state.amenities} onChange={set("amenities")} error={e.amenities} />
        {state.amenities.length > 0 ? (
          <EnglishFields hasError={Object.keys(e).some((key) => key.startsWith("amenities_en"))}>
            <AmenityNamesInput
              amenities={state.amenities}
              value={state.amenities_en}
              onChange={set("amenities_en")}
              errors={e}
            />
          </EnglishFields>
        ) : null}
      </fieldset>

      <fieldset className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-3 dark:border-slate-700 dark:bg-slate-900">
        <legend className="px-1 text-sm font-semibold">Kiralama, satış ve yayın</legend>
        <CheckboxField label="Kiralık" checked={state.for_rent} onChange={(ev) => set("for_rent")(ev.target.checked)} />
        <CheckboxField label="Satılık" checked={state.for_sale} onChange={(ev) => set("for_sale")(ev.target.checked)} />
        {state.for_sale ? (
          <>
            <TextField label="Satış fiyatı" inputMode="decimal" hint="ör. 4.500.000" {...input("sale_price")} />
            <SelectField
              label="Satış para birimi"
              options={CURRENCY_OPTIONS}
              placeholder="Seçin"
              {...input("sale_currency")}
            />
          </>
        ) : null}
        {state.for_rent ? (
          <TextField
            label="Hasar depozitosu"
            inputMode="decimal"
            hint="Kiralamada alınan depozito, fiyatların para biriminde (ör. 2.000); boş: depozito yok"
            {...input("security_deposit")}
          />
        ) : null}
        {isAdmin ? (
          <>
            <CheckboxField
              label="Sitede yayında"
              checked={state.active}
              onChange={(ev) => set("active")(ev.target.checked)}
              disabled={Boolean(boat?.archived_at)}
              hint={
                boat?.archived_at
                  ? "Tekne arşivde: yayına almak için önce Tekneler listesinden arşivden çıkarın."
                  : undefined
              }
              error={e.active}
            />
            <CheckboxField
              label="Popüler"
              checked={state.popular}
              onChange={(ev) => set("popular")(ev.target.checked)}
            />
            <TextField label="Sitedeki sıra" type="number" min={0} {...input("sort_order")} />
          </>
        ) : boat?.active ? (
          <CheckboxField
            label="Sitede yayında"
            hint="Yayından kaldırırsanız yeniden yayınlamayı yönetici yapar."
            checked={state.active}
            onChange={(ev) => set("active")(ev.target.checked)}
          />
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-300">
            Tekne, yönetici onayından sonra sitede yayınlanır.
          </p>
        )}
      </fieldset>

      <FormError message={serverError} />
      <div className="flex justify-end">
        <Button type="submit" busy={busy}>
          {boat ? "Değişiklikleri kaydet" : "Tekneyi oluştur"}
        </Button>
      </div>
    </form>
  );
}
