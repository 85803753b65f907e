"use client";

import { useLocale, useTranslations } from "next-intl";
import { useId } from "react";
import { isLocale } from "@/i18n/locales";
import { formatDateTime, formatDay } from "@/lib/locale-format";
import type { LookedUpReservation } from "./looked-up-reservation";

type Instalment = LookedUpReservation["payment_plan"][number];

const STATE_TONE: Record<Instalment["state"], string> = {
  paid: "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100",
  due: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
  overdue: "bg-rose-100 text-rose-900 dark:bg-rose-950 dark:text-rose-100",
  upcoming: "bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200",
};

/**
 * The reservation's payment plan on its /enquire card (issue 29): the deposit and the balance, each with its amount,
 * due date and state today, as the lookup computes them on the server.
 */
export function PaymentPlan({
  reservation: r,
  money,
}: {
  reservation: LookedUpReservation;
  money: (amount: number) => string;
}) {
  const t = useTranslations("ReservationPayment");
  const headingId = useId();
  const current = useLocale();
  const locale = isLocale(current) ? current : "tr";
  if (r.payment_plan.length === 0) return null;
  const dueMoment = (i: Instalment) =>
    i.due_at ? formatDateTime(new Date(i.due_at), locale) : formatDay(i.due_date, locale);
  return (
    <section className="mt-4" aria-labelledby={headingId}>
      <h4 id={headingId} className="font-semibold text-slate-900 dark:text-white">
        {t("planTitle")}
      </h4>
      <ul className="mt-2 divide-y divide-slate-200 rounded-md border border-slate-200 text-sm dark:divide-slate-700 dark:border-slate-700">
        {r.payment_plan.map((i) => (
          <li
            key={i.purpose}
            data-instalment={i.purpose}
            className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-3 py-2"
          >
            <div>
              <p className="font-medium">
                {t(`purpose_${i.purpose}`)} · {money(i.amount)}
              </p>
              <p className="text-slate-600 dark:text-slate-400">
                {t("dueOn", { moment: dueMoment(i) })}
                {i.open > 0 && i.open < i.amount ? ` · ${t("openOf", { amount: money(i.open) })}` : null}
              </p>
            </div>
            <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATE_TONE[i.state]}`}>
              {t(`state_${i.state}`)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
