"use client";

/**
 * /dashboard/settings/{exchange, site, contact, social, security, passengers, invoicing} (ADMIN): one settings section loaded with
 * GET /v1/admin/settings/:section and saved with PUT /v1/admin/{section}/edit, validated with the API's schema.
 */
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useFocusAfterSubmit } from "@/components/ui/focus-after-submit";
import { CheckboxField, FormError, TextareaField, TextField } from "@/components/ui/field";
import { LoadFailed, Skeleton } from "@/components/ui/skeleton";
import { type SettingSection, settingSections } from "@/shared/settings-keys";
import { useApiQuery } from "../api/use-api-query";
import { useSaveForm } from "../content/use-save-form";
import { useSession } from "../session/session-context";
import { PageHeader } from "../shell/page-header";
import { InvoicingStatus } from "./invoicing-status";
import { isOn, normalizeDecimal, rateInputValue, SETTING_FORMS, type SettingField } from "./setting-fields";

type Values = Record<string, string>;

const initial = (fields: SettingField[], values: Values): Values =>
  Object.fromEntries(
    fields.map((f) => [f.key, f.kind === "rate" ? rateInputValue(values[f.key] ?? "") : (values[f.key] ?? "")]),
  );

function SettingsForm({
  section,
  values,
  onSaved,
}: {
  section: SettingSection;
  values: Values;
  onSaved: (v: Values) => void;
}) {
  const { api } = useSession();
  const form = SETTING_FORMS[section];
  const save = useSaveForm(settingSections[section]);
  const [state, setState] = useState<Values>(() => initial(form.fields, values));
  const focus = useFocusAfterSubmit();

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    focus.sent();
    const input = Object.fromEntries(
      form.fields.map((f) => [
        f.key,
        f.kind === "rate" || f.kind === "integer"
          ? normalizeDecimal(state[f.key] ?? "")
          : f.kind === "checkbox"
            ? isOn(state[f.key])
            : state[f.key],
      ]),
    );
    // The API gets what was validated, not its stored form (a checkbox is a boolean, stored as "1"/"0").
    await save.run(
      input,
      async () => {
        const saved = await api.put<Values>(`/admin/${section}/edit`, input);
        setState(initial(form.fields, saved));
        onSaved(saved);
      },
      "Ayarlar kaydedildi.",
    );
    focus.settled();
  }

  const set = (key: string) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setState((s) => ({ ...s, [key]: e.target.value }));

  return (
    <form
      ref={focus.formRef}
      noValidate
      onSubmit={submit}
      aria-label={form.title}
      className="max-w-2xl space-y-4 rounded-lg border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-700 dark:bg-slate-900"
    >
      {form.fields.map((f) =>
        f.kind === "checkbox" ? (
          <CheckboxField
            key={f.key}
            label={f.label}
            checked={isOn(state[f.key])}
            onChange={(e) => setState((s) => ({ ...s, [f.key]: e.target.checked ? "1" : "0" }))}
            error={save.errors[f.key]}
            hint={f.hint}
          />
        ) : f.kind === "textarea" ? (
          <TextareaField
            key={f.key}
            label={f.label}
            rows={3}
            value={state[f.key] ?? ""}
            onChange={set(f.key)}
            error={save.errors[f.key]}
            hint={f.hint}
          />
        ) : (
          <TextField
            key={f.key}
            label={f.suffix ? `${f.label}, ${f.suffix}` : f.label}
            type={f.kind === "email" || f.kind === "url" || f.kind === "tel" ? f.kind : "text"}
            inputMode={f.kind === "rate" ? "decimal" : f.kind === "integer" ? "numeric" : undefined}
            autoComplete="off"
            value={state[f.key] ?? ""}
            onChange={set(f.key)}
            onBlur={
              f.kind === "rate"
                ? () => setState((s) => ({ ...s, [f.key]: rateInputValue(normalizeDecimal(s[f.key] ?? "")) }))
                : undefined
            }
            placeholder={f.kind === "url" ? "https://" : undefined}
            error={save.errors[f.key]}
            hint={
              f.hint ?? (f.kind === "rate" ? "En fazla 4 ondalık, ör. 34.2500 (virgülle de yazabilirsiniz)" : undefined)
            }
          />
        ),
      )}
      <FormError message={save.serverError} />
      <Button type="submit" busy={save.busy}>
        Kaydet
      </Button>
    </form>
  );
}

export function SettingsScreen({ section }: { section: SettingSection }) {
  const query = useApiQuery<Values>(`/admin/settings/${section}`);
  const form = SETTING_FORMS[section];
  return (
    <>
      <PageHeader title={form.title} description={form.description} />
      {section === "invoicing" ? <InvoicingStatus /> : null}
      {query.error ? (
        <LoadFailed message={query.error} />
      ) : !query.data ? (
        <div
          role="status"
          aria-label="Yükleniyor"
          className="max-w-2xl space-y-4 rounded-lg border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-900"
        >
          {form.fields.map((f) => (
            <Skeleton key={f.key} className="h-14" />
          ))}
        </div>
      ) : (
        // Mounted once per load: a save updates the form in place, so the focus stays where the user left it.
        <SettingsForm section={section} values={query.data} onSaved={query.setData} />
      )}
    </>
  );
}
