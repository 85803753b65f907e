"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";

const OUTCOMES = ["paid", "failed", "pending"] as const;
type Outcome = (typeof OUTCOMES)[number];

const TONE: Record<Outcome, string> = {
  paid: "border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100",
  failed: "border-rose-300 bg-rose-50 text-rose-900 dark:border-rose-800 dark:bg-rose-950 dark:text-rose-100",
  pending: "border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100",
};

/** `?payment=paid|failed|pending`, where the provider's callback sends the guest back (read after hydration). */
function usePaymentOutcome(): Outcome | undefined {
  const [outcome, setOutcome] = useState<Outcome>();
  useEffect(() => {
    const value = new URLSearchParams(window.location.search).get("payment");
    setOutcome(OUTCOMES.find((o) => o === value));
  }, []);
  return outcome;
}

/** The notice on /enquire when the guest comes back from the card-payment provider's page. */
export function PaymentReturnNotice() {
  const t = useTranslations("ReservationPayment");
  const outcome = usePaymentOutcome();
  if (!outcome) return null;
  return (
    <p
      role={outcome === "failed" ? "alert" : "status"}
      data-payment-outcome={outcome}
      className={`rounded-xl border p-4 text-sm font-medium ${TONE[outcome]}`}
    >
      {t(`returned_${outcome}`)}
    </p>
  );
}
