"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { NETWORK_ERROR, settle, siteApi } from "../boat/api";
import type { LookedUpReservation } from "./looked-up-reservation";

export const DEPOSIT_RETURNS = ["held", "failed", "pending"] as const;
export type DepositReturn = (typeof DEPOSIT_RETURNS)[number];

/**
 * The damage deposit on an /enquire card (issue 30): the boat's amount and, when iyzico is on and nothing is held
 * yet, "Hasar depozitosunu kartla ayır" — the server opens iyzico's pre-authorisation page for the boat's amount
 * (POST /v1/reservations/security-deposit with the code and the e-mail this browser looked it up with), which this
 * tab goes to: the amount is held on the card, not charged. Once taken, its state (held, returned, kept in part).
 */
export function SecurityDepositCard({
  reservation: r,
  money,
  email,
  returned,
}: {
  reservation: LookedUpReservation;
  money: (amount: number) => string;
  /** The e-mail this browser looked the reservation up with (the start of a hold needs it). */
  email: string | undefined;
  /** Where iyzico's callback sent the guest back (`?deposit=`). */
  returned: DepositReturn | undefined;
}) {
  const t = useTranslations("ReservationDeposit");
  const leadId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const deposit = r.security_deposit;
  const closed = r.status === "cancelled" || r.status === "expired";
  if (deposit.state === null && (deposit.amount === null || closed)) return null;

  async function start() {
    setBusy(true);
    setError(undefined);
    const res = await settle(
      siteApi.post("/reservations/security-deposit", { body: { code: r.code, email: email ?? "" } }),
    );
    if (!res.ok) {
      setBusy(false);
      setError(res.message === NETWORK_ERROR ? t("startFailed") : res.message);
      return;
    }
    window.location.assign(res.data.url);
  }

  return (
    <div
      className="mt-4 rounded-md border border-slate-200 p-3 dark:border-slate-700"
      data-security-deposit={deposit.state ?? "none"}
    >
      <p className="text-sm font-semibold text-slate-900 dark:text-white">{t("title")}</p>
      {returned && deposit.state === null ? (
        <p role={returned === "failed" ? "alert" : "status"} className="mt-1 text-sm">
          {t(`returned_${returned}`)}
        </p>
      ) : null}
      {deposit.state ? (
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          {deposit.state === "captured"
            ? t("state_captured", { amount: money(deposit.captured_amount ?? 0) })
            : t(`state_${deposit.state}`)}
        </p>
      ) : (
        <p id={leadId} className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          {t("lead", { amount: money(deposit.amount ?? 0) })}
        </p>
      )}
      {deposit.card_hold_offered && email ? (
        <>
          <button
            type="button"
            onClick={start}
            disabled={busy}
            aria-describedby={leadId}
            aria-busy={busy}
            className="mt-3 inline-flex min-h-11 w-full items-center justify-center rounded-md border border-sea-700 px-5 text-sm font-semibold text-sea-700 hover:bg-sea-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-600 disabled:opacity-60 sm:w-auto dark:border-sky-300 dark:text-sky-300 dark:hover:bg-slate-800"
          >
            {busy ? t("redirecting") : t("holdByCard")}
          </button>
          <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">{t("holdNote")}</p>
        </>
      ) : null}
      <div aria-live="polite">
        {error ? (
          <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-400">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
