"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useState } from "react";
import { LoadFailed, Skeleton } from "@/components/ui/skeleton";
import { FormError } from "@/components/ui/field";
import { NETWORK_ERROR, settle, siteApi } from "../boat/api";
import { useLocalStore } from "../storage/local-store";
import { type LookedUpReservation, ReservationCard } from "./reservation-card";
import {
  forgetReservation,
  rememberReservation,
  reservationsStore,
  type StoredReservation,
} from "./reservations-store";
import { clock } from "@/lib/clock";
import { useHydrated } from "@/components/use-hydrated";
import { useCodeFromUrl } from "./use-code-from-url";
import { PaymentReturnNotice } from "./payment-return-notice";

type Loaded =
  | { kind: "loading" }
  | { kind: "done"; reservation: LookedUpReservation }
  | { kind: "error"; message: string };

const lookup = (code: string, email: string) => settle(siteApi.get("/reservations/lookup", { query: { code, email } }));

/**
 * The reservations remembered in this browser. The one the lookup form shows (`shownBelow`) is not shown a second
 * time: two copies of a card, each with its own passenger and cancellation forms, could show each other stale state.
 */
function StoredList({ shownBelow }: { shownBelow: string | undefined }) {
  const t = useTranslations("EnquireView");
  const stored = useLocalStore(reservationsStore);
  const [hydrated, setHydrated] = useState(false);
  const [loaded, setLoaded] = useState<Record<string, Loaded>>({});
  useEffect(() => setHydrated(true), []);
  const keys = stored.map((r) => `${r.code}|${r.email}`).join(",");
  const load = (entry: StoredReservation, isLive: () => boolean = () => true) =>
    lookup(entry.code, entry.email).then((res) => {
      if (!isLive()) return;
      setLoaded((all) => ({
        ...all,
        [entry.code]: res.ok ? { kind: "done", reservation: res.data } : { kind: "error", message: res.message },
      }));
    });
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the stored codes
  useEffect(() => {
    let live = true;
    for (const entry of stored) {
      if (entry.code === shownBelow) continue;
      setLoaded((all) => (all[entry.code] ? all : { ...all, [entry.code]: { kind: "loading" } }));
      void load(entry, () => live);
    }
    return () => {
      live = false;
    };
  }, [keys, shownBelow]);

  if (!hydrated) return <Skeleton className="h-40 w-full" />;
  if (stored.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 p-6 text-slate-700 dark:border-slate-700 dark:text-slate-300">
        {t("storedEmpty")}
      </p>
    );
  }
  return (
    <ul className="space-y-4">
      {stored.map((entry: StoredReservation) => {
        if (entry.code === shownBelow) {
          return (
            <li key={entry.code} data-shown-below={entry.code} className="text-sm text-slate-700 dark:text-slate-300">
              <a href="#sorgula" className="underline">
                {t("shownBelow", { boat: entry.boat_name, code: entry.code })}
              </a>
            </li>
          );
        }
        const state = loaded[entry.code] ?? { kind: "loading" };
        return (
          <li key={entry.code}>
            {state.kind === "done" ? (
              <ReservationCard
                reservation={state.reservation}
                onForget={() => forgetReservation(entry.code)}
                onRefresh={() => void load(entry)}
              />
            ) : state.kind === "loading" ? (
              <div
                className="space-y-3 rounded-xl border border-slate-200 p-5 dark:border-slate-800"
                aria-label={t("loading", { code: entry.code })}
                role="status"
              >
                <Skeleton className="h-6 w-1/3" />
                <Skeleton className="h-4 w-2/3" />
                <Skeleton className="h-4 w-1/2" />
              </div>
            ) : (
              <div className="rounded-xl border border-slate-200 p-5 dark:border-slate-800">
                <p className="font-semibold">
                  {entry.boat_name} · <span className="font-mono">{entry.code}</span>
                </p>
                {state.message === NETWORK_ERROR ? (
                  <LoadFailed className="mt-2" />
                ) : (
                  <p className="mt-2 text-sm text-red-700 dark:text-red-400">{state.message}</p>
                )}
                <button type="button" onClick={() => forgetReservation(entry.code)} className="mt-3 text-sm underline">
                  {t("forget")}
                  <span className="sr-only">: {entry.code}</span>
                </button>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function LookupForm({ onShown }: { onShown: (code: string | undefined) => void }) {
  const hydrated = useHydrated();
  const t = useTranslations("EnquireView");
  const id = useId();
  const [state, setState] = useState<{ kind: "idle" } | Loaded>({ kind: "idle" });
  const [asked, setAsked] = useState<{ code: string; email: string }>();
  const codeFromUrl = useCodeFromUrl();
  async function refresh() {
    if (!asked) return;
    const res = await lookup(asked.code, asked.email);
    if (res.ok) setState({ kind: "done", reservation: res.data });
  }
  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const code = String(data.get("code") ?? "").trim();
    const email = String(data.get("email") ?? "").trim();
    setState({ kind: "loading" });
    onShown(undefined);
    const res = await lookup(code, email);
    setAsked({ code, email });
    if (!res.ok) {
      setState({ kind: "error", message: res.message });
      return;
    }
    onShown(res.data.code);
    rememberReservation({
      code: res.data.code,
      email: email.toLowerCase(),
      boat_name: res.data.boat.name,
      created_at: clock.now().toISOString(),
    });
    setState({ kind: "done", reservation: res.data });
  }
  const control =
    "mt-1 block h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-sea-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100";
  return (
    <div className="space-y-4">
      <form
        onSubmit={onSubmit}
        className="grid gap-3 sm:grid-cols-[1fr_1.5fr_auto] sm:items-end"
        aria-labelledby={`${id}-title`}
      >
        <h2 id={`${id}-title`} className="sr-only">
          {t("lookupTitle")}
        </h2>
        <label className="block text-sm font-medium">
          {t("code")}
          <input
            key={codeFromUrl}
            defaultValue={codeFromUrl}
            name="code"
            required
            maxLength={40}
            autoComplete="off"
            className={`${control} font-mono uppercase`}
          />
        </label>
        <label className="block text-sm font-medium">
          {t("email")}
          <input name="email" type="email" required maxLength={320} autoComplete="email" className={control} />
        </label>
        <button
          type="submit"
          disabled={state.kind === "loading" || !hydrated}
          className="h-11 rounded-md bg-sea-700 px-5 font-semibold text-white hover:bg-sea-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-600 disabled:opacity-60"
        >
          {t("submit")}
        </button>
      </form>
      <div aria-live="polite">
        {state.kind === "loading" && <Skeleton className="h-32 w-full" />}
        {state.kind === "error" &&
          (state.message === NETWORK_ERROR ? <LoadFailed /> : <FormError message={state.message} />)}
        {state.kind === "done" && <ReservationCard reservation={state.reservation} onRefresh={() => void refresh()} />}
      </div>
    </div>
  );
}

/** /enquire: the reservations made from this browser, live from the server, and a lookup by code + e-mail. */
export function EnquireView() {
  const t = useTranslations("EnquireView");
  const [shownBelow, setShownBelow] = useState<string>();
  return (
    <div className="mx-auto max-w-4xl space-y-12 px-4 py-10">
      <PaymentReturnNotice />
      <section aria-labelledby="bu-tarayici">
        <h2 id="bu-tarayici" className="mb-4 text-xl font-bold text-slate-900 dark:text-white">
          {t("storedTitle")}
        </h2>
        <StoredList shownBelow={shownBelow} />
      </section>
      <section
        aria-labelledby="sorgula"
        className="rounded-xl border border-slate-200 bg-slate-50 p-5 dark:border-slate-800 dark:bg-slate-900"
      >
        <h2 id="sorgula" className="text-xl font-bold text-slate-900 dark:text-white">
          {t("lookupTitle")}
        </h2>
        <p className="mt-1 mb-4 text-sm text-slate-700 dark:text-slate-300">{t("lookupLead")}</p>
        <LookupForm onShown={setShownBelow} />
      </section>
    </div>
  );
}
