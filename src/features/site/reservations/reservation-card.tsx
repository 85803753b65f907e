"use client";

import { useLocale, useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { isLocale } from "@/i18n/locales";
import { formatDateTime, formatDay } from "@/lib/locale-format";
import { formatMoney } from "@/lib/money";
import { BankList } from "../content/bank-list";
import { useDisplayMoney } from "../currency/price";
import { CardPayment } from "./card-payment";
import { SecurityDepositHold } from "./security-deposit-hold";
import { PassengerListSection } from "./passenger-list-section";
import { PaymentPlan } from "./payment-plan";
import { CancellationRequest } from "./cancellation-request";
import { ReservationDocuments } from "./reservation-documents";
import { ReservationInvoices } from "./reservation-invoices";
import { ReservationLines } from "./reservation-lines";
import type { LookedUpReservation } from "./looked-up-reservation";

export type { LookedUpReservation };

const STATUS_TONE: Record<LookedUpReservation["status"], string> = {
  option: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
  confirmed: "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100",
  completed: "bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100",
  cancelled: "bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200",
  expired: "bg-rose-100 text-rose-900 dark:bg-rose-950 dark:text-rose-100",
};

/**
 * One reservation as its guest sees it: live status, amounts paid and due, option expiry, the payment plan and where
 * to pay (by card when card payments are on, and the bank accounts). `onRefresh` looks it up again (after the
 * card-payment dialog is closed).
 */
export function ReservationCard({
  reservation: r,
  onForget,
  onRefresh,
}: {
  reservation: LookedUpReservation;
  onForget?: () => void;
  onRefresh?: () => void;
}) {
  const t = useTranslations("ReservationCard");
  const tPay = useTranslations("ReservationPayment");
  const current = useLocale();
  const locale = isLocale(current) ? current : "tr";
  const display = useDisplayMoney();
  const money = (amount: number) => {
    const own = formatMoney(amount, r.currency, { locale });
    const shown = display(amount, r.currency);
    return shown === own ? own : `${own} (≈ ${shown})`;
  };
  const depositDue = Math.max(0, r.deposit - r.paid);
  return (
    <article
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
      data-reservation={r.code}
      aria-labelledby={`rez-${r.code}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={`rez-${r.code}`} className="text-lg font-semibold text-slate-900 dark:text-white">
            <Link href={`/boat/${r.boat.slug}`} className="hover:underline">
              {r.boat.name}
            </Link>
          </h3>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {t("code")} <span className="font-mono font-semibold text-slate-900 dark:text-white">{r.code}</span>
          </p>
        </div>
        <span className={`rounded-full px-3 py-1 text-sm font-semibold ${STATUS_TONE[r.status]}`}>
          {t(`status_${r.status}`)}
        </span>
      </div>
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-slate-600 dark:text-slate-400">{t("dates")}</dt>
          <dd className="font-medium">
            {formatDay(r.start_date, locale)} – {formatDay(r.end_date, locale)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600 dark:text-slate-400">{t("guests")}</dt>
          <dd className="font-medium">{t("guestCount", { count: r.guests })}</dd>
        </div>
        <div>
          <dt className="text-slate-600 dark:text-slate-400">{t("total")}</dt>
          <dd className="font-medium">{money(r.total)}</dd>
        </div>
        <div>
          <dt className="text-slate-600 dark:text-slate-400">{t("paid")}</dt>
          <dd className="font-medium">{money(r.paid)}</dd>
        </div>
        <div>
          <dt className="text-slate-600 dark:text-slate-400">{t("due")}</dt>
          <dd className="font-semibold text-sea-700 dark:text-sky-300">{money(r.due)}</dd>
        </div>
        {r.status === "option" && r.option_expires_at && (
          <div>
            <dt className="text-slate-600 dark:text-slate-400">{t("optionExpires")}</dt>
            <dd className="font-medium">{formatDateTime(new Date(r.option_expires_at), locale)}</dd>
          </div>
        )}
      </dl>
      <ReservationLines reservation={r} />
      <PaymentPlan reservation={r} money={money} />
      <CardPayment reservation={r} money={money} onClosed={onRefresh} />
      <SecurityDepositHold reservation={r} money={money} />
      {r.status === "option" && (
        <div className="mt-4 space-y-3">
          {r.card_payments && r.next_payment ? (
            <p className="text-sm text-slate-700 dark:text-slate-300">{tPay("orBank")}</p>
          ) : null}
          <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
            {t.rich("depositHowTo", {
              amount: money(depositDue),
              deadline: r.option_expires_at
                ? t("depositDeadline", { moment: formatDateTime(new Date(r.option_expires_at), locale) })
                : "",
              code: r.code,
              b: (chunks) => <strong>{chunks}</strong>,
            })}
          </p>
          {r.bank_accounts.length > 0 && (
            <details className="rounded-md border border-slate-200 p-3 dark:border-slate-700">
              <summary className="cursor-pointer text-sm font-semibold">{t("banks")}</summary>
              <div className="mt-3 text-sm">
                <BankList banks={r.bank_accounts.map((b, i) => ({ ...b, id: i + 1 }))} />
              </div>
            </details>
          )}
        </div>
      )}
      <PassengerListSection reservation={r} />
      <CancellationRequest reservation={r} />
      <ReservationDocuments code={r.code} status={r.status} />
      <ReservationInvoices code={r.code} status={r.status} />
      {onForget && (
        <button
          type="button"
          onClick={onForget}
          className="mt-4 text-sm font-medium text-slate-600 underline hover:text-red-700 focus-visible:outline-2 focus-visible:outline-sea-600 dark:text-slate-300"
        >
          {t("forget")}
          <span className="sr-only">: {r.code}</span>
        </button>
      )}
    </article>
  );
}
