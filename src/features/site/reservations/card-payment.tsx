"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import type { ApiPaths } from "@/shared/api/paths.gen";
import { NETWORK_ERROR, settle, siteApi } from "../boat/api";
import { useLocalStore } from "../storage/local-store";
import type { LookedUpReservation } from "./looked-up-reservation";
import { PaymentDialog } from "./payment-dialog";
import { reservationsStore } from "./reservations-store";

type PaymentPage = ApiPaths["/reservations/payments"]["post"]["response"];

type State =
  | { kind: "idle" }
  | { kind: "opening" }
  | { kind: "redirecting" }
  | { kind: "iframe"; url: string }
  | { kind: "error"; message: string };

/**
 * "Kartla öde" on an /enquire card (issue 29): shown when card payments are on and something is open. The server
 * decides what is paid (POST /v1/reservations/payments with the code and the e-mail this browser looked the
 * reservation up with) and answers the provider's page: PayTR's is shown in a dialog (an iframe; the site's CSP
 * allows its origin), iyzico's is opened in this tab. `onClosed` reloads the card after the dialog is closed.
 */
export function CardPayment({
  reservation: r,
  money,
  onClosed,
}: {
  reservation: LookedUpReservation;
  money: (amount: number) => string;
  onClosed?: () => void;
}) {
  const t = useTranslations("ReservationPayment");
  const leadId = useId();
  const stored = useLocalStore(reservationsStore);
  const email = stored.find((entry) => entry.code === r.code)?.email;
  const [state, setState] = useState<State>({ kind: "idle" });
  const next = r.next_payment;
  if (!r.card_payments || !next || !email) return null;

  async function start() {
    setState({ kind: "opening" });
    const res = await settle(siteApi.post("/reservations/payments", { body: { code: r.code, email: email ?? "" } }));
    if (!res.ok) {
      setState({ kind: "error", message: res.message === NETWORK_ERROR ? t("startFailed") : res.message });
      return;
    }
    show(res.data);
  }

  function show(page: PaymentPage) {
    if (page.kind === "iframe") {
      setState({ kind: "iframe", url: page.url });
      return;
    }
    setState({ kind: "redirecting" });
    window.location.assign(page.url);
  }

  function close() {
    setState({ kind: "idle" });
    onClosed?.();
  }

  const busy = state.kind === "opening" || state.kind === "redirecting";
  return (
    <div className="mt-4 rounded-md border border-sea-700/30 bg-sea-50 p-3 dark:border-sky-300/30 dark:bg-slate-800">
      <p className="text-sm font-semibold text-slate-900 dark:text-white">{t("cardTitle")}</p>
      <p id={leadId} className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        {t(`cardLead_${next.purpose}`, { amount: money(next.amount) })}
      </p>
      <button
        type="button"
        onClick={start}
        disabled={busy}
        aria-describedby={leadId}
        aria-busy={busy}
        className="mt-3 inline-flex min-h-11 w-full items-center justify-center rounded-md bg-sea-700 px-5 text-sm font-semibold text-white hover:bg-sea-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-600 disabled:opacity-60 sm:w-auto"
      >
        {state.kind === "opening" ? t("opening") : state.kind === "redirecting" ? t("redirecting") : t("payByCard")}
      </button>
      <div aria-live="polite">
        {state.kind === "error" ? (
          <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-400">
            {state.message}
          </p>
        ) : null}
      </div>
      {state.kind === "iframe" ? (
        <PaymentDialog
          url={state.url}
          title={t("dialogTitle")}
          frameTitle={t("frameTitle")}
          note={t("dialogNote")}
          closeLabel={t("close")}
          onClose={close}
        />
      ) : null}
    </div>
  );
}
