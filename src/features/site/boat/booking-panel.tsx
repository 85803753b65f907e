"use client";

import Link from "next/link";
import { useEffect, useId, useRef, useState } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { addDays, formatDateTimeTr, formatDayTr, todayIn } from "@/lib/dates";
import { type Currency, DISPLAY_CURRENCIES, formatMoney } from "@/lib/money";
import type { PublicBank } from "@/server/website/schemas";
import { currencyStore } from "../currency/currency-store";
import { BankList } from "../content/bank-list";
import { rememberReservation } from "../reservations/reservations-store";
import { useLocalStore } from "../storage/local-store";
import { callApi } from "./api";
import { useBooking } from "./booking-context";
import { clock } from "@/lib/clock";

type Amounts = { total: number; deposit: number; balance: number };
type Quote = {
  day_count: number;
  total: number;
  deposit: number;
  balance: number;
  currency: Currency;
  deposit_percent: number;
  converted: Record<Currency, Amounts>;
};
type Created = {
  code: string;
  status: string;
  start_date: string;
  end_date: string;
  total: number;
  deposit: number;
  currency: Currency;
  option_expires_at: string | null;
};

const control =
  "mt-1 block h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-sea-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100";
const label = "block text-sm font-medium text-slate-800 dark:text-slate-200";

/** Amounts in the visitor's display currency, with the boat's own currency beside when they differ. */
function useAmount() {
  const display = DISPLAY_CURRENCIES[useLocalStore(currencyStore)];
  return (quote: Quote, key: keyof Amounts) => {
    const own = formatMoney(quote[key], quote.currency);
    if (display === quote.currency) return { main: own, own: null };
    return { main: formatMoney(quote.converted[display][key], display), own };
  };
}

/**
 * The booking panel of a boat page: dates and guests → a live quote (POST /v1/boats/{slug}/quote) with the 20 %
 * deposit and the balance → the reservation form (POST /v1/reservations) → the confirmation with the code, the
 * option expiry and the bank accounts for the deposit. The code is remembered for /enquire.
 */
export function BookingPanel({
  slug,
  boatName,
  maxGuests,
  banks,
  depositPercent,
}: {
  slug: string;
  boatName: string;
  maxGuests: number;
  banks: PublicBank[];
  depositPercent: number;
}) {
  const id = useId();
  const { start, end, guests, setStay, refreshAvailability } = useBooking();
  const today = todayIn();
  const amount = useAmount();
  const [quote, setQuote] = useState<
    { kind: "idle" } | { kind: "loading" } | { kind: "error"; message: string } | { kind: "done"; quote: Quote }
  >({ kind: "idle" });
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<{ message: string; fields?: Record<string, string> } | null>(null);
  const [created, setCreated] = useState<(Created & { email: string }) | null>(null);
  const idempotencyKey = useRef<string | null>(null);
  const confirmationRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!start || !end || end <= start || guests < 1) {
      setQuote({ kind: "idle" });
      return;
    }
    const controller = new AbortController();
    setQuote({ kind: "loading" });
    const timer = setTimeout(() => {
      callApi<Quote>(`/v1/boats/${encodeURIComponent(slug)}/quote`, {
        method: "POST",
        json: { start_date: start, end_date: end, guests },
        signal: controller.signal,
      })
        .then((res) => setQuote(res.ok ? { kind: "done", quote: res.data } : { kind: "error", message: res.message }))
        .catch(() => {});
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [slug, start, end, guests]);

  useEffect(() => {
    if (created) confirmationRef.current?.focus();
  }, [created]);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const body = {
      boat_slug: slug,
      start_date: start,
      end_date: end,
      guests,
      customer_name: String(data.get("customer_name") ?? ""),
      customer_email: String(data.get("customer_email") ?? ""),
      customer_phone: String(data.get("customer_phone") ?? ""),
      note: String(data.get("note") ?? "") || undefined,
      kvkk_consent: data.get("kvkk_consent") === "on",
    };
    // One key per attempt with these details: a double click or a retry after a lost answer books only once.
    idempotencyKey.current ??= crypto.randomUUID();
    setSubmitting(true);
    setFormError(null);
    const res = await callApi<Created>("/v1/reservations", {
      method: "POST",
      json: body,
      headers: { "Idempotency-Key": idempotencyKey.current },
    }).catch(() => null);
    setSubmitting(false);
    if (!res) return;
    if (!res.ok) {
      if (res.status !== 0) idempotencyKey.current = null;
      setFormError({ message: res.message, fields: res.fields });
      if (res.status === 409) refreshAvailability();
      return;
    }
    rememberReservation({
      code: res.data.code,
      email: body.customer_email.trim().toLowerCase(),
      boat_name: boatName,
      created_at: clock.now().toISOString(),
    });
    setCreated({ ...res.data, email: body.customer_email });
    refreshAvailability();
  }

  if (created) {
    return (
      <div
        ref={confirmationRef}
        tabIndex={-1}
        role="status"
        aria-labelledby={`${id}-done`}
        className="space-y-4 rounded-xl border-2 border-emerald-600 bg-white p-5 focus:outline-none dark:bg-slate-900"
      >
        <h2 id={`${id}-done`} className="text-xl font-bold text-emerald-800 dark:text-emerald-300">
          Rezervasyon talebiniz alındı
        </h2>
        <div>
          <p className="text-sm text-slate-700 dark:text-slate-300">Rezervasyon kodunuz</p>
          <p
            className="font-mono text-3xl font-bold tracking-wider text-slate-900 dark:text-white"
            data-testid="reservation-code"
          >
            {created.code}
          </p>
        </div>
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <div>
            <dt className="text-slate-600 dark:text-slate-400">Tarihler</dt>
            <dd className="font-medium">
              {formatDayTr(created.start_date)} – {formatDayTr(created.end_date)}
            </dd>
          </div>
          <div>
            <dt className="text-slate-600 dark:text-slate-400">Toplam</dt>
            <dd className="font-medium">{formatMoney(created.total, created.currency)}</dd>
          </div>
          <div>
            <dt className="text-slate-600 dark:text-slate-400">Ödenecek ön ödeme</dt>
            <dd className="font-semibold text-sea-700 dark:text-sky-300">
              {formatMoney(created.deposit, created.currency)}
            </dd>
          </div>
          {created.option_expires_at && (
            <div>
              <dt className="text-slate-600 dark:text-slate-400">Opsiyon bitişi</dt>
              <dd className="font-medium">{formatDateTimeTr(new Date(created.option_expires_at))}</dd>
            </div>
          )}
        </dl>
        <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
          Tarihleriniz{" "}
          {created.option_expires_at
            ? `${formatDateTimeTr(new Date(created.option_expires_at))} tarihine kadar`
            : "kısa bir süre"}{" "}
          sizin için ayrıldı. Rezervasyonunuzun kesinleşmesi için ön ödemeyi aşağıdaki hesaplardan birine, açıklamaya
          rezervasyon kodunuzu yazarak gönderin. Bilgiler {created.email} adresine de gönderildi.
        </p>
        {banks.length > 0 ? (
          <section aria-label="Banka hesapları" className="space-y-3 text-sm">
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
                      <summary className="cursor-pointer font-semibold">Diğer para birimlerindeki hesaplar</summary>
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
          <p className="text-sm">Banka bilgileri e-posta ile gönderilecek.</p>
        )}
        <Link
          href="/enquire"
          className="inline-flex rounded-md bg-sea-700 px-4 py-2 text-sm font-semibold text-white hover:bg-sea-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-600"
        >
          Rezervasyonlarım
        </Link>
      </div>
    );
  }

  const fieldError = (name: string) => formError?.fields?.[name];
  return (
    <div className="space-y-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Rezervasyon yap</h2>
      <div className="grid grid-cols-2 gap-3">
        <label className={label}>
          Giriş
          <input
            type="date"
            min={today}
            value={start}
            onChange={(e) => {
              const value = e.target.value;
              setStay({ start: value, end: end && value && end <= value ? addDays(value, 1) : end });
            }}
            className={control}
          />
        </label>
        <label className={label}>
          Çıkış
          <input
            type="date"
            min={start ? addDays(start, 1) : today}
            value={end}
            onChange={(e) => setStay({ end: e.target.value })}
            className={control}
          />
        </label>
        <label className={`${label} col-span-2`}>
          Misafir sayısı (en fazla {maxGuests})
          <input
            type="number"
            min={1}
            max={maxGuests}
            value={guests}
            inputMode="numeric"
            onChange={(e) => setStay({ guests: Math.max(1, Number(e.target.value) || 1) })}
            className={control}
          />
        </label>
      </div>

      <div aria-live="polite" className="min-h-6">
        {quote.kind === "idle" && (
          <p className="text-sm text-slate-600 dark:text-slate-300">
            Fiyatı görmek için giriş ve çıkış tarihlerini seçin.
          </p>
        )}
        {quote.kind === "loading" && (
          <div className="space-y-2" role="status" aria-label="Fiyat hesaplanıyor">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-5 w-3/5" />
          </div>
        )}
        {quote.kind === "error" && (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
            {quote.message}
          </p>
        )}
        {quote.kind === "done" && (
          <dl className="space-y-2 text-sm" data-testid="quote">
            <div className="flex justify-between gap-4">
              <dt>
                {formatDayTr(start)} – {formatDayTr(end)} ({quote.quote.day_count} gece)
              </dt>
            </div>
            {(
              [
                ["total", "Toplam"],
                ["deposit", `Ön ödeme (%${quote.quote.deposit_percent})`],
                ["balance", "Kalan tutar"],
              ] as const
            ).map(([key, text]) => {
              const value = amount(quote.quote, key);
              return (
                <div
                  key={key}
                  className={`flex justify-between gap-4 ${key === "deposit" ? "font-semibold text-sea-700 dark:text-sky-300" : ""}`}
                >
                  <dt>{text}</dt>
                  <dd className="text-right" data-amount={key}>
                    {value.main}
                    {value.own && (
                      <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">{value.own}</span>
                    )}
                  </dd>
                </div>
              );
            })}
          </dl>
        )}
      </div>

      {quote.kind === "done" && (
        <form
          onSubmit={onSubmit}
          className="space-y-3 border-t border-slate-200 pt-4 dark:border-slate-800"
          noValidate={false}
        >
          <label className={label}>
            Ad soyad
            <input
              name="customer_name"
              required
              minLength={2}
              maxLength={200}
              autoComplete="name"
              className={control}
              aria-invalid={fieldError("customer_name") ? true : undefined}
            />
          </label>
          <label className={label}>
            E-posta
            <input
              name="customer_email"
              type="email"
              required
              maxLength={320}
              autoComplete="email"
              className={control}
              aria-invalid={fieldError("customer_email") ? true : undefined}
            />
          </label>
          <label className={label}>
            Telefon
            <input
              name="customer_phone"
              type="tel"
              required
              minLength={7}
              maxLength={40}
              autoComplete="tel"
              placeholder="+90 5xx xxx xx xx"
              className={control}
              aria-invalid={fieldError("customer_phone") ? true : undefined}
            />
          </label>
          <label className={label}>
            Not (isteğe bağlı)
            <textarea name="note" rows={3} maxLength={2000} className={`${control} h-auto py-2`} />
          </label>
          <label className="flex items-start gap-2 text-sm text-slate-800 dark:text-slate-200">
            <input name="kvkk_consent" type="checkbox" required className="mt-0.5 size-4 accent-sea-700" />
            <span>
              <Link
                href="/website/kvkk"
                target="_blank"
                className="font-medium text-sea-700 underline dark:text-sky-300"
              >
                KVKK aydınlatma metnini
              </Link>{" "}
              okudum, kişisel verilerimin rezervasyon için işlenmesini kabul ediyorum.
            </span>
          </label>
          {formError && (
            <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
              {formError.message}
            </p>
          )}
          <button
            type="submit"
            disabled={submitting}
            className="h-12 w-full rounded-md bg-sea-700 px-4 text-base font-semibold text-white hover:bg-sea-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-600 disabled:opacity-60"
          >
            {submitting ? "Gönderiliyor…" : "Rezervasyon talebi gönder"}
          </button>
          <p className="text-xs text-slate-600 dark:text-slate-400">
            Talebiniz tarihleri sizin için opsiyonlar; %{depositPercent} ön ödeme ile rezervasyonunuz kesinleşir.
          </p>
        </form>
      )}
    </div>
  );
}
