"use client";

/**
 * On a reservation card of /enquire (issue 15 item 5): what cancelling would cost today by the cancellation tiers,
 * the terms, and a cancellation or change request sent after a confirmation step. The reservation's e-mail comes
 * from this browser's list (both ways of opening a card remember it); GET and POST /v1/reservations/requests.
 */
import { useLocale, useTranslations } from "next-intl";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { isLocale, type Locale } from "@/i18n/locales";
import { formatDateTime, formatDay } from "@/lib/locale-format";
import { formatMoney } from "@/lib/money";
import { FormError } from "@/components/ui/field";
import { type GuestRequestsView, REQUEST_MESSAGE_MAX, type RequestKind } from "@/shared/reservation-requests";
import { settle, siteApi } from "../boat/api";
import { useLocalStore } from "../storage/local-store";
import type { LookedUpReservation } from "./looked-up-reservation";
import { reservationsStore } from "./reservations-store";

const control =
  "mt-1 block h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-sea-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100";
const primary =
  "min-h-11 rounded-md bg-sea-700 px-4 text-sm font-semibold text-white hover:bg-sea-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-600 disabled:opacity-60";
const secondary =
  "min-h-11 rounded-md border border-slate-300 px-4 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-600 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800";

function usePageLocale(): Locale {
  const current = useLocale();
  return isLocale(current) ? current : "tr";
}

type Draft = { kind: RequestKind; message: string; start: string; end: string; guests: string };

function RequestForm({
  reservation: r,
  view,
  email,
  kind,
  onDone,
  onCancel,
}: {
  reservation: LookedUpReservation;
  view: GuestRequestsView;
  email: string;
  kind: RequestKind;
  onDone: (view: GuestRequestsView) => void;
  onCancel: () => void;
}) {
  const t = useTranslations("ReservationRequest");
  const locale = usePageLocale();
  const id = useId();
  const [draft, setDraft] = useState<Draft>({ kind, message: "", start: "", end: "", guests: "" });
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  // The guest asked for the confirmation: move focus to it (keyboard and screen reader users land on the question).
  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
  }, [confirming]);
  const set = (key: keyof Draft) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setDraft((d) => ({ ...d, [key]: e.target.value }));

  function review(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    if (kind === "change" && !draft.start && !draft.end && !draft.guests && !draft.message.trim()) {
      setError(t("needSomething"));
      return;
    }
    if (kind === "change" && Boolean(draft.start) !== Boolean(draft.end)) {
      setError(t("bothDates"));
      return;
    }
    setConfirming(true);
  }

  async function send() {
    setBusy(true);
    setError(null);
    const change =
      kind === "change"
        ? {
            start_date: draft.start || undefined,
            end_date: draft.end || undefined,
            guests: draft.guests ? Number(draft.guests) : undefined,
          }
        : {};
    const body = { code: r.code, email, kind, message: draft.message.trim() || undefined, ...change };
    const res = await settle(siteApi.post("/reservations/requests", { body }));
    setBusy(false);
    if (!res.ok) {
      setConfirming(false);
      setError(res.message);
      return;
    }
    onDone(res.data);
  }

  const title = kind === "cancel" ? t("cancelTitle") : t("changeTitle");
  return (
    <form onSubmit={review} aria-labelledby={`${id}-title`} className="space-y-3" noValidate>
      <h5 id={`${id}-title`} className="font-semibold">
        {title}
      </h5>
      {kind === "change" && (
        <fieldset className="grid gap-3 sm:grid-cols-3" disabled={confirming}>
          <legend className="sr-only">{t("wanted")}</legend>
          <label className="block text-sm font-medium">
            {t("newStart")}
            <input type="date" name="start_date" value={draft.start} onChange={set("start")} className={control} />
          </label>
          <label className="block text-sm font-medium">
            {t("newEnd")}
            <input type="date" name="end_date" value={draft.end} onChange={set("end")} className={control} />
          </label>
          <label className="block text-sm font-medium">
            {t("guests")}
            <input
              type="number"
              name="guests"
              min={1}
              max={500}
              inputMode="numeric"
              value={draft.guests}
              onChange={set("guests")}
              className={control}
            />
          </label>
        </fieldset>
      )}
      <label className="block text-sm font-medium">
        {t("message")}
        {kind === "cancel" ? t("optional") : ""}
        <textarea
          name="message"
          rows={3}
          maxLength={REQUEST_MESSAGE_MAX}
          value={draft.message}
          onChange={set("message")}
          disabled={confirming}
          className={`${control} h-auto py-2`}
        />
      </label>
      <FormError message={error} />
      {confirming ? (
        <div
          role="alertdialog"
          aria-labelledby={`${id}-confirm`}
          className="space-y-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
        >
          <p id={`${id}-confirm`} className="font-semibold">
            {kind === "cancel"
              ? t("confirmCancel", {
                  cost: view.cost ? formatMoney(view.cost.amount, view.cost.currency, { locale }) : "—",
                })
              : t("confirmChange")}
          </p>
          <p>{t("confirmNote")}</p>
          <div className="flex flex-wrap gap-2">
            <button type="button" className={primary} onClick={send} disabled={busy} ref={confirmButton}>
              {t("yes")}
            </button>
            <button type="button" className={secondary} onClick={() => setConfirming(false)} disabled={busy}>
              {t("no")}
            </button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          <button type="submit" className={primary}>
            {t("continue")}
          </button>
          <button type="button" className={secondary} onClick={onCancel}>
            {t("close")}
          </button>
        </div>
      )}
    </form>
  );
}

function RequestSummary({
  request,
  heading,
}: {
  request: NonNullable<GuestRequestsView["open_request"]>;
  heading: string;
}) {
  const t = useTranslations("ReservationRequest");
  const locale = usePageLocale();
  const change: string[] = [];
  if (request.requested_start_date && request.requested_end_date) {
    change.push(
      `${formatDay(request.requested_start_date, locale)} – ${formatDay(request.requested_end_date, locale)}`,
    );
  }
  if (request.requested_guests !== null) change.push(t("guestCount", { count: request.requested_guests }));
  return (
    <div
      className="rounded-md border border-slate-200 p-3 text-sm dark:border-slate-700"
      data-request-status={request.status}
    >
      <p className="font-semibold">
        {heading}: {t(`kind_${request.kind}`)} · {t(`status_${request.status}`)}
      </p>
      <p className="text-slate-600 dark:text-slate-300">
        {t("sentAt", { moment: formatDateTime(new Date(request.created_at), locale) })}
        {change.length > 0 ? t("wantedList", { list: change.join(", ") }) : ""}
      </p>
      {request.staff_note && <p className="mt-1 whitespace-pre-line">{t("staffNote", { note: request.staff_note })}</p>}
    </div>
  );
}

/** The card's cancellation and change section; nothing when this browser does not know the reservation's e-mail. */
export function CancellationRequest({ reservation: r }: { reservation: LookedUpReservation }) {
  const t = useTranslations("ReservationRequest");
  const locale = usePageLocale();
  const stored = useLocalStore(reservationsStore);
  const email = stored.find((s) => s.code === r.code)?.email;
  const titleId = useId();
  const [view, setView] = useState<GuestRequestsView | null>(null);
  const [kind, setKind] = useState<RequestKind | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const load = useCallback(async () => {
    if (!email) return;
    const res = await settle(siteApi.get("/reservations/requests", { query: { code: r.code, email } }));
    if (res.ok) setView(res.data);
  }, [email, r.code]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reload when the card's status changes
  useEffect(() => {
    void load();
  }, [load, r.status]);

  if (!email || !view) return null;
  const cost = view.cost;
  return (
    <section
      aria-labelledby={titleId}
      className="mt-4 space-y-3 border-t border-slate-200 pt-4 dark:border-slate-700"
      data-cancellation={r.code}
    >
      <h4 id={titleId} className="font-semibold text-slate-900 dark:text-white">
        {t("title")}
      </h4>
      {cost && (
        <div className="rounded-md bg-slate-50 p-3 text-sm dark:bg-slate-800" data-testid="cancellation-cost">
          <p>
            {t("costToday")}{" "}
            <strong className="text-slate-900 dark:text-white">
              {formatMoney(cost.amount, cost.currency, { locale })}
            </strong>
          </p>
          <p className="text-slate-700 dark:text-slate-300">{cost.tier_label}</p>
          <p className="text-slate-700 dark:text-slate-300">
            {t("paidRefund", {
              paid: formatMoney(cost.paid, cost.currency, { locale }),
              refund: formatMoney(cost.refund, cost.currency, { locale }),
            })}
            {cost.outstanding > 0
              ? t("outstanding", { amount: formatMoney(cost.outstanding, cost.currency, { locale }) })
              : ""}
          </p>
        </div>
      )}
      <details className="rounded-md border border-slate-200 p-3 text-sm dark:border-slate-700">
        <summary className="cursor-pointer font-semibold">{t("terms")}</summary>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {view.terms.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </details>
      {view.open_request && <RequestSummary request={view.open_request} heading={t("yours")} />}
      {!view.open_request && view.last_decided && (
        <RequestSummary request={view.last_decided} heading={t("lastYours")} />
      )}
      <p aria-live="polite" className="text-sm font-medium text-emerald-800 dark:text-emerald-300">
        {notice}
      </p>
      {!view.can_request && !view.open_request && view.unavailable_reason && (
        <p className="text-sm text-slate-600 dark:text-slate-300">{view.unavailable_reason}</p>
      )}
      {view.can_request &&
        (kind ? (
          <RequestForm
            reservation={r}
            view={view}
            email={email}
            kind={kind}
            onCancel={() => setKind(null)}
            onDone={(next) => {
              setView(next);
              setKind(null);
              setNotice(t("sent"));
            }}
          />
        ) : (
          <div className="flex flex-wrap gap-2">
            <button type="button" className={secondary} onClick={() => setKind("cancel")}>
              {t("sendCancel")}
            </button>
            <button type="button" className={secondary} onClick={() => setKind("change")}>
              {t("sendChange")}
            </button>
          </div>
        ))}
    </section>
  );
}
