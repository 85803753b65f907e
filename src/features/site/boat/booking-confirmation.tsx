"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useRef } from "react";
import { Link } from "@/i18n/navigation";
import { formatDateTime, formatDay } from "@/lib/locale-format";
import { type Currency, formatMoney } from "@/lib/money";
import type { PublicBank } from "@/shared/website";
import { BankList } from "../content/bank-list";
import { useSiteLocale } from "./use-site-locale";

export type Created = {
  code: string;
  status: string;
  start_date: string;
  end_date: string;
  total: number;
  deposit: number;
  currency: Currency;
  option_expires_at: string | null;
  due_at_base?: number;
};

/**
 * What a guest sees once the booking request is made: the code, the dates and amounts, how long the option holds
 * and the accounts for the deposit (those in the reservation's currency first). It takes the focus, so a screen
 * reader announces it.
 */
export function BookingConfirmation({ created, banks }: { created: Created & { email: string }; banks: PublicBank[] }) {
  const t = useTranslations("BoatBooking");
  const locale = useSiteLocale();
  const money = (amount: number, currency: Currency) => formatMoney(amount, currency, { locale });
  const id = useId();
  const confirmationRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    confirmationRef.current?.focus();
  }, []);
  return (
    <div
      ref={confirmationRef}
      tabIndex={-1}
      role="status"
      aria-labelledby={`${id}-done`}
      className="space-y-4 rounded-xl border-2 border-emerald-600 bg-white p-5 focus:outline-none dark:bg-slate-900"
    >
      <h2 id={`${id}-done`} className="text-xl font-bold text-emerald-800 dark:text-emerald-300">
        {t("received")}
      </h2>
      <div>
        <p className="text-sm text-slate-700 dark:text-slate-300">{t("code")}</p>
        <p
          className="font-mono text-3xl font-bold tracking-wider text-slate-900 dark:text-white"
          data-testid="reservation-code"
        >
          {created.code}
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-slate-600 dark:text-slate-400">{t("dates")}</dt>
          <dd className="font-medium">
            {formatDay(created.start_date, locale)} – {formatDay(created.end_date, locale)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600 dark:text-slate-400">{t("total")}</dt>
          <dd className="font-medium">{money(created.total, created.currency)}</dd>
        </div>
        <div>
          <dt className="text-slate-600 dark:text-slate-400">{t("deposit")}</dt>
          <dd className="font-semibold text-sea-700 dark:text-sky-300">{money(created.deposit, created.currency)}</dd>
        </div>
        {(created.due_at_base ?? 0) > 0 && (
          <div>
            <dt className="text-slate-600 dark:text-slate-400">{t("dueAtBase")}</dt>
            <dd className="font-medium">{money(created.due_at_base ?? 0, created.currency)}</dd>
          </div>
        )}
        {created.option_expires_at && (
          <div>
            <dt className="text-slate-600 dark:text-slate-400">{t("optionEnds")}</dt>
            <dd className="font-medium">{formatDateTime(new Date(created.option_expires_at), locale)}</dd>
          </div>
        )}
      </dl>
      <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
        {created.option_expires_at
          ? t("heldUntil", {
              date: formatDateTime(new Date(created.option_expires_at), locale),
              email: created.email,
            })
          : t("heldShort", { email: created.email })}
      </p>
      {banks.length > 0 ? (
        <section aria-label={t("banks")} className="space-y-3 text-sm">
          {(() => {
            // The accounts in the reservation's currency first; the others one click away.
            const own = banks.filter((b) => b.currency === created.currency);
            const others = banks.filter((b) => b.currency !== created.currency);
            if (own.length === 0) return <BankList banks={banks} />;
            return (
              <>
                <BankList banks={own} />
                {others.length > 0 && (
                  <details className="rounded-md border border-slate-200 p-3 dark:border-slate-700">
                    <summary className="cursor-pointer font-semibold">{t("otherBanks")}</summary>
                    <div className="mt-3">
                      <BankList banks={others} />
                    </div>
                  </details>
                )}
              </>
            );
          })()}
        </section>
      ) : (
        <p className="text-sm">{t("banksByMail")}</p>
      )}
      <Link
        href="/enquire"
        className="inline-flex rounded-md bg-sea-700 px-4 py-2 text-sm font-semibold text-white hover:bg-sea-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-600"
      >
        {t("myReservations")}
      </Link>
    </div>
  );
}
