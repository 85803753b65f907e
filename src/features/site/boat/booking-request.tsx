"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { useEffect, useRef, useState } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { FormError } from "@/components/ui/field";
import { clock } from "@/lib/clock";
import { rememberReservation } from "../reservations/reservations-store";
import { settle, siteApi } from "./api";
import { useBooking } from "./booking-context";
import { useSiteLocale } from "./use-site-locale";
import { rateText } from "./booking-copy";
import { BoatExtrasChoice, useBoatExtras } from "./boat-extras-choice";
import { bookingControl as control, bookingLabel as label } from "./booking-styles";
import { PickDatesHint, QuoteCalculating } from "./quote-status";
import type { Quote } from "./quote-breakdown";
import type { Created } from "./booking-confirmation";

/** The itemised quote: its code loads only once a first quote is there (issue 17, on-demand parts). */
const QuoteBreakdown = dynamic(() => import("./quote-breakdown").then((m) => m.QuoteBreakdown), {
  ssr: false,
  loading: () => <Skeleton className="h-24 w-full" />,
});

/**
 * The booking panel's working part, loaded on demand (booking-panel.tsx): the boat's optional extras, a live
 * itemised quote for the stay (POST /v1/boats/{slug}/quote) with the deposit (`deposit_percent`), the balance and
 * what is paid at the base, then the reservation form (POST /v1/reservations, with the chosen extras). The code is
 * remembered for /enquire; `onBooked` hands the answer to the panel, which shows the confirmation.
 */
export function BookingRequest({
  slug,
  boatName,
  depositPercent,
  onBooked,
}: {
  slug: string;
  boatName: string;
  depositPercent: number;
  onBooked: (created: Created & { email: string }) => void;
}) {
  const t = useTranslations("BoatBooking");
  const locale = useSiteLocale();
  const { start, end, guests, refreshAvailability } = useBooking();
  const extras = useBoatExtras(slug);
  const [chosen, setChosen] = useState<number[]>([]);
  const chosenKey = chosen.join(",");
  const [quote, setQuote] = useState<
    { kind: "idle" } | { kind: "loading" } | { kind: "error"; message: string } | { kind: "done"; quote: Quote }
  >({ kind: "idle" });
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<{ message: string; fields?: Record<string, string> } | null>(null);
  const idempotencyKey = useRef<string | null>(null);

  useEffect(() => {
    if (!start || !end || end <= start || guests < 1) {
      setQuote({ kind: "idle" });
      return;
    }
    const controller = new AbortController();
    setQuote({ kind: "loading" });
    const timer = setTimeout(() => {
      settle(
        siteApi.post("/boats/{slug}/quote", {
          params: { slug },
          body: {
            start_date: start,
            end_date: end,
            guests,
            ...(chosenKey ? { extras: chosenKey.split(",").map(Number) } : {}),
          },
          signal: controller.signal,
        }),
      )
        .then((res) => setQuote(res.ok ? { kind: "done", quote: res.data } : { kind: "error", message: res.message }))
        .catch(() => {});
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [slug, start, end, guests, chosenKey]);

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
      // Unticked it is sent all the same (the type wants `true`): the server answers the field's own message.
      kvkk_consent: (data.get("kvkk_consent") === "on") as true,
      ...(chosen.length > 0 ? { extras: chosen } : {}),
    };
    // One key per attempt with these details: a double click or a retry after a lost answer books only once.
    idempotencyKey.current ??= crypto.randomUUID();
    setSubmitting(true);
    setFormError(null);
    const res = await settle(
      siteApi.post("/reservations", { body, headers: { "Idempotency-Key": idempotencyKey.current } }),
    ).catch(() => null);
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
    onBooked({ ...res.data, email: body.customer_email });
    refreshAvailability();
  }

  const fieldError = (name: string) => formError?.fields?.[name];
  return (
    <div className="space-y-5">
      <BoatExtrasChoice
        extras={extras}
        chosen={chosen}
        onToggle={(extraId, on) => setChosen((list) => (on ? [...list, extraId] : list.filter((x) => x !== extraId)))}
      />

      <div aria-live="polite" className="min-h-6">
        {quote.kind === "idle" && <PickDatesHint />}
        {quote.kind === "loading" && <QuoteCalculating />}
        <FormError message={quote.kind === "error" ? quote.message : null} />
        {quote.kind === "done" && <QuoteBreakdown quote={quote.quote} start={start} end={end} />}
      </div>

      {quote.kind === "done" && (
        <form
          onSubmit={onSubmit}
          className="space-y-3 border-t border-slate-200 pt-4 dark:border-slate-800"
          noValidate={false}
        >
          <label className={label}>
            {t("name")}
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
            {t("email")}
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
            {t("phone")}
            <input
              name="customer_phone"
              type="tel"
              required
              minLength={7}
              maxLength={40}
              autoComplete="tel"
              placeholder={t("phonePlaceholder")}
              className={control}
              aria-invalid={fieldError("customer_phone") ? true : undefined}
            />
          </label>
          <label className={label}>
            {t("note")}
            <textarea name="note" rows={3} maxLength={2000} className={`${control} h-auto py-2`} />
          </label>
          <label className="flex items-start gap-2 text-sm text-slate-800 dark:text-slate-200">
            <input name="kvkk_consent" type="checkbox" required className="mt-0.5 size-4 accent-sea-700" />
            <span>
              {t.rich("consent", {
                link: (chunks) => (
                  <Link
                    href="/website/kvkk"
                    target="_blank"
                    className="font-medium text-sea-700 underline dark:text-sky-300"
                  >
                    {chunks}
                  </Link>
                ),
              })}
            </span>
          </label>
          <FormError message={formError?.message} />
          <button
            type="submit"
            disabled={submitting}
            className="h-12 w-full rounded-md bg-sea-700 px-4 text-base font-semibold text-white hover:bg-sea-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-600 disabled:opacity-60"
          >
            {submitting ? t("sending") : t("submit")}
          </button>
          <p className="text-xs text-slate-600 dark:text-slate-400">
            {t("formNote", { rate: rateText(depositPercent, locale) })}
          </p>
        </form>
      )}
    </div>
  );
}
