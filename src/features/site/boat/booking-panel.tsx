"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { addDays, todayIn } from "@/lib/dates";
import { DEFAULT_DEPOSIT_PERCENT } from "@/lib/deposit-copy";
import type { PublicBank } from "@/shared/website";
import { useBooking } from "./booking-context";
import { useStayTypedEarly } from "./use-stay-typed-early";
import { bookingControl as control, bookingLabel as label } from "./booking-styles";
import type { Created } from "./booking-confirmation";
import { PickDatesHint, QuoteCalculating } from "./quote-status";
import { WhenVisible } from "./when-visible";

/** The confirmation after a booking: its code loads only once a booking is made (issue 17, on-demand parts). */
const BookingConfirmation = dynamic(() => import("./booking-confirmation").then((m) => m.BookingConfirmation), {
  loading: () => <Skeleton className="h-96 w-full" />,
});

/**
 * The extras, the quote and the reservation form: their code loads when the panel comes near the screen, once a
 * stay is chosen, or when the browser idles after the load (issue 17: the booking form on demand). On a phone
 * the panel sits below the gallery and the boat's details.
 */
const BookingRequest = dynamic(() => import("./booking-request").then((m) => m.BookingRequest), {
  ssr: false,
  loading: () => <RequestPlaceholder />,
});

/** What the panel shows until its working part is there: the hint to pick dates, or the quote on its way. */
function RequestPlaceholder() {
  const { start, end } = useBooking();
  return start && end ? <QuoteCalculating /> : <PickDatesHint />;
}

/**
 * The booking panel of a boat page: the stay (dates and guests, shared with the availability calendar) at once,
 * then the extras, a live itemised quote and the reservation form (booking-request.tsx, on demand), then the
 * confirmation with the code, the option expiry and the bank accounts for the deposit.
 */
export function BookingPanel({
  slug,
  boatName,
  maxGuests,
  banks,
  depositPercent = DEFAULT_DEPOSIT_PERCENT,
}: {
  slug: string;
  boatName: string;
  maxGuests: number;
  banks: PublicBank[];
  /** The `deposit_percent` setting (the default while the settings cannot be read). */
  depositPercent?: number;
}) {
  const t = useTranslations("BoatBooking");
  const { start, end, guests, setStay } = useBooking();
  const today = todayIn();
  const [created, setCreated] = useState<(Created & { email: string }) | null>(null);
  const startInput = useRef<HTMLInputElement>(null);
  const endInput = useRef<HTMLInputElement>(null);
  const guestsInput = useRef<HTMLInputElement>(null);
  useStayTypedEarly({ start: startInput, end: endInput, guests: guestsInput }, { start, end, guests }, setStay);

  if (created) return <BookingConfirmation created={created} banks={banks} />;

  return (
    <div className="space-y-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{t("title")}</h2>
      <div className="grid grid-cols-2 gap-3">
        <label className={label}>
          {t("start")}
          <input
            ref={startInput}
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
          {t("end")}
          <input
            ref={endInput}
            type="date"
            min={start ? addDays(start, 1) : today}
            value={end}
            onChange={(e) => setStay({ end: e.target.value })}
            className={control}
          />
        </label>
        <label className={`${label} col-span-2`}>
          {t("guests", { max: maxGuests })}
          <input
            ref={guestsInput}
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

      <WhenVisible minHeight="1.5rem" now={Boolean(start && end)} fallback={<RequestPlaceholder />}>
        <BookingRequest slug={slug} boatName={boatName} depositPercent={depositPercent} onBooked={setCreated} />
      </WhenVisible>
    </div>
  );
}
