"use client";

/**
 * The guest's passenger (crew) list on an /enquire reservation card: loaded and saved with the reservation code
 * and the e-mail this browser remembered for it (GET/PUT /v1/reservations/passengers). One fieldset per passenger
 * (labelled controls, errors tied with aria-describedby), at most the reservation's guests, an explicit KVKK
 * consent checkbox. Validated with the API's own schema before sending; the server's field errors show the same way.
 */
import { useLocale, useTranslations } from "next-intl";
import { useId, useMemo, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { isLocale, type Locale } from "@/i18n/locales";
import { formatDateTime } from "@/lib/locale-format";
import { CheckboxField, FormError, SelectField, TextField } from "@/components/ui/field";
import { todayIn, addDays } from "@/lib/dates";
import { countries } from "@/shared/countries";
import {
  type GuestPassengerList,
  PASSENGER_ERRORS,
  type PassengerInput,
  savePassengersBody,
} from "@/shared/passengers";
import { NETWORK_ERROR, settle, siteApi } from "../boat/api";
import { useLocalStore } from "../storage/local-store";
import type { LookedUpReservation } from "./looked-up-reservation";
import { reservationsStore } from "./reservations-store";

const EMPTY: PassengerInput = { full_name: "", birth_date: "", nationality: "", document_number: "" };
type Errors = Record<string, string>;

const buttonClass =
  "inline-flex min-h-11 items-center justify-center rounded-md px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-600 disabled:opacity-60";

function usePageLocale(): Locale {
  const current = useLocale();
  return isLocale(current) ? current : "tr";
}

/** Loads the list on demand (a button), so a page of cards does not fetch every list. */
export function PassengerListSection({ reservation: r }: { reservation: LookedUpReservation }) {
  const t = useTranslations("ReservationPassengers");
  const stored = useLocalStore(reservationsStore);
  const email = stored.find((s) => s.code === r.code)?.email;
  const headingId = useId();
  const [state, setState] = useState<
    | { kind: "closed" }
    | { kind: "loading" }
    | { kind: "error"; message: string }
    | { kind: "open"; list: GuestPassengerList }
  >({ kind: "closed" });
  if (!email || r.status === "cancelled" || r.status === "expired") return null;

  async function open() {
    if (!email) return;
    setState({ kind: "loading" });
    const res = await settle(siteApi.get("/reservations/passengers", { query: { code: r.code, email } }));
    setState(res.ok ? { kind: "open", list: res.data } : { kind: "error", message: res.message });
  }

  return (
    <section aria-labelledby={headingId} className="mt-4 border-t border-slate-200 pt-4 dark:border-slate-700">
      <h4 id={headingId} className="text-base font-semibold text-slate-900 dark:text-white">
        {t("title")}
      </h4>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t("intro")}</p>
      {state.kind === "open" ? (
        <PassengerForm
          code={r.code}
          email={email}
          list={state.list}
          onSaved={(list) => setState({ kind: "open", list })}
        />
      ) : (
        <div className="mt-3 space-y-2">
          {state.kind === "error" && (
            <FormError message={state.message === NETWORK_ERROR ? t("network") : state.message} />
          )}
          <button
            type="button"
            onClick={open}
            disabled={state.kind === "loading"}
            className={`${buttonClass} bg-sea-700 text-white hover:bg-sea-900`}
          >
            {state.kind === "loading" ? t("loading") : t("open")}
            <span className="sr-only">: {r.code}</span>
          </button>
        </div>
      )}
    </section>
  );
}

function PassengerForm({
  code,
  email,
  list,
  onSaved,
}: {
  code: string;
  email: string;
  list: GuestPassengerList;
  onSaved: (list: GuestPassengerList) => void;
}) {
  const t = useTranslations("ReservationPassengers");
  const locale = usePageLocale();
  const options = useMemo(() => countries(locale).map((c) => ({ value: c.code, label: c.name })), [locale]);
  const [rows, setRows] = useState<PassengerInput[]>(
    list.passengers.length > 0 ? list.passengers.map(({ nationality_name: _n, ...p }) => p) : [{ ...EMPTY }],
  );
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const today = todayIn();
  /**
   * Keyboard and screen-reader users land on the first field at fault. The errors are committed first (flushSync):
   * after the handler's `await`, React renders them in a later task, which a frame callback could run before.
   */
  const showErrors = (found: Errors, message: string) => {
    flushSync(() => {
      setErrors(found);
      setFormError(message);
    });
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]')?.focus();
  };

  if (!list.editable) {
    return (
      <div className="mt-3 space-y-2 text-sm">
        <p className="rounded-md bg-slate-100 p-3 dark:bg-slate-800">
          {list.locked_reason === PASSENGER_ERRORS.started
            ? t("lockedStarted")
            : list.locked_reason === PASSENGER_ERRORS.cancelled
              ? t("lockedCancelled")
              : list.locked_reason}
        </p>
        <ReadOnlyList list={list} />
      </div>
    );
  }

  const update = (i: number, patch: Partial<PassengerInput>) => {
    setSaved(false);
    setRows((all) => all.map((row, j) => (j === i ? { ...row, ...patch } : row)));
  };

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(false);
    setFormError(null);
    const body = { code, email, consent, passengers: rows };
    const parsed = savePassengersBody.safeParse(body);
    // The shared schema's own messages in the page's language, from the error catalogue (loaded only on a mistake).
    const found: Errors = parsed.success
      ? {}
      : (await import("@/shared/messages/issue-texts")).issueTexts(parsed.error, locale);
    if (!consent) found.consent = t("errorConsent");
    if (rows.length > list.guests) found.passengers = t("errorTooMany", { guests: list.guests });
    if (Object.keys(found).length > 0) {
      showErrors(found, t("fix"));
      return;
    }
    setErrors({});
    setSaving(true);
    const res = await settle(siteApi.put("/reservations/passengers", { body }));
    setSaving(false);
    if (!res.ok) {
      showErrors(res.fields ?? {}, res.message === NETWORK_ERROR ? t("network") : res.message);
      return;
    }
    setConsent(false);
    setSaved(true);
    onSaved(res.data);
  }

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="mt-3 space-y-4" aria-label={t("formLabel", { code })}>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {t("limit", { guests: list.guests })}
        {list.updated_at ? t("lastSaved", { moment: formatDateTime(new Date(list.updated_at), locale) }) : ""}
      </p>
      {rows.map((row, i) => (
        <fieldset
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; their position is their identity
          key={i}
          className="rounded-lg border border-slate-200 p-3 dark:border-slate-700"
        >
          <legend className="px-1 text-sm font-semibold">{t("passenger", { n: i + 1 })}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              label={t("name")}
              name={`passengers.${i}.full_name`}
              autoComplete="off"
              maxLength={120}
              required
              value={row.full_name}
              error={errors[`passengers.${i}.full_name`]}
              onChange={(e) => update(i, { full_name: e.target.value })}
            />
            <TextField
              label={t("birth")}
              name={`passengers.${i}.birth_date`}
              type="date"
              required
              max={addDays(today, -1)}
              value={row.birth_date}
              error={errors[`passengers.${i}.birth_date`]}
              onChange={(e) => update(i, { birth_date: e.target.value })}
            />
            <SelectField
              label={t("nationality")}
              name={`passengers.${i}.nationality`}
              required
              placeholder={t("choose")}
              options={options}
              value={row.nationality}
              error={errors[`passengers.${i}.nationality`]}
              onChange={(e) => update(i, { nationality: e.target.value })}
            />
            <TextField
              label={t("document")}
              name={`passengers.${i}.document_number`}
              autoComplete="off"
              maxLength={30}
              required
              value={row.document_number}
              error={errors[`passengers.${i}.document_number`]}
              onChange={(e) => update(i, { document_number: e.target.value })}
            />
          </div>
          {rows.length > 1 && (
            <button
              type="button"
              onClick={() => {
                setSaved(false);
                setErrors({});
                setRows((all) => all.filter((_, j) => j !== i));
              }}
              className="mt-2 text-sm font-medium text-red-700 underline focus-visible:outline-2 focus-visible:outline-sea-600 dark:text-red-400"
            >
              {t("remove", { n: i + 1 })}
            </button>
          )}
        </fieldset>
      ))}
      {errors.passengers && <FormError message={errors.passengers} />}
      <button
        type="button"
        onClick={() => setRows((all) => [...all, { ...EMPTY }])}
        disabled={rows.length >= list.guests}
        className={`${buttonClass} border border-sea-700 text-sea-800 hover:bg-sea-50 dark:border-sky-400 dark:text-sky-300 dark:hover:bg-slate-800`}
      >
        {t("add")}
      </button>
      <CheckboxField
        label={t("consent")}
        hint={t("consentText", { days: list.retention_days })}
        checked={consent}
        error={errors.consent}
        onChange={(e) => {
          setConsent(e.target.checked);
          setErrors(({ consent: _c, ...rest }) => rest);
        }}
      />
      {errors.consent && (
        <p className="text-xs text-slate-600 dark:text-slate-400">{t("consentText", { days: list.retention_days })}</p>
      )}
      <FormError message={formError} />
      <div aria-live="polite" className="text-sm font-medium text-emerald-800 dark:text-emerald-300">
        {saved ? t("saved", { count: list.passengers.length, guests: list.guests }) : null}
      </div>
      <button
        type="submit"
        disabled={saving}
        className={`${buttonClass} w-full bg-sea-700 text-white hover:bg-sea-900 sm:w-auto`}
      >
        {saving ? t("saving") : t("save")}
      </button>
    </form>
  );
}

function ReadOnlyList({ list }: { list: GuestPassengerList }) {
  const t = useTranslations("ReservationPassengers");
  if (list.passengers.length === 0) return <p>{t("empty")}</p>;
  return (
    <ol className="list-decimal space-y-1 pl-5">
      {list.passengers.map((p, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list in the guest's order
        <li key={i}>
          {p.full_name} · {p.nationality_name}
        </li>
      ))}
    </ol>
  );
}
