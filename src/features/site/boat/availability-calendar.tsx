"use client";

import { useTranslations } from "next-intl";
import { useEffect, useMemo, useRef, useState } from "react";
import { LoadFailed, Skeleton } from "@/components/ui/skeleton";
import { addDays, diffDays, isoWeekday, todayIn } from "@/lib/dates";
import { formatDayLong } from "@/lib/locale-format";
import { addMonths } from "@/lib/turkish-calendar";
import { monthTitle, useSiteLocale, weekdaysShort } from "./boat-locale";
import { settle, siteApi } from "./api";
import { useBooking } from "./booking-context";

type Range = { start_date: string; end_date: string };
const MONTHS_SHOWN_MAX = 12;

const monthStart = (day: string) => `${day.slice(0, 7)}-01`;
const nextMonth = (first: string, n = 1) => `${addMonths(first, n)}-01`;

/** Days of a month's grid (Monday first), null for the blanks before the 1st. */
function monthDays(first: string): (string | null)[] {
  const days: (string | null)[] = Array.from({ length: isoWeekday(first) - 1 }, () => null);
  for (let day = first; day.slice(0, 7) === first.slice(0, 7); day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * The boat's availability for the coming year (GET /v1/boats/{slug}/availability): taken days are marked; picking
 * a first and a last night's next day sets the stay of the booking panel. Arrow keys move between days.
 */
export function AvailabilityCalendar({ slug }: { slug: string }) {
  const t = useTranslations("BoatCalendar");
  const locale = useSiteLocale();
  const { start, end, setStay, availabilityVersion } = useBooking();
  const today = useMemo(() => todayIn(), []);
  const [state, setState] = useState<{ kind: "loading" } | { kind: "error" } | { kind: "done"; blocked: Range[] }>({
    kind: "loading",
  });
  const [first, setFirst] = useState(() => monthStart(start || today));
  const [focused, setFocused] = useState<string>(start || today);
  const grid = useRef<HTMLDivElement>(null);
  const moveFocus = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: availabilityVersion asks for a fresh read after a booking
  useEffect(() => {
    let live = true;
    setState((s) => (s.kind === "done" ? s : { kind: "loading" }));
    settle(siteApi.get("/boats/{slug}/availability", { params: { slug } })).then((res) => {
      if (!live) return;
      setState(res.ok ? { kind: "done", blocked: res.data.blocked } : { kind: "error" });
    });
    return () => {
      live = false;
    };
  }, [slug, availabilityVersion]);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${focused}"]`)?.focus();
  }, [focused]);

  const blocked = state.kind === "done" ? state.blocked : [];
  const isBlocked = (day: string) => blocked.some((r) => r.start_date <= day && day < r.end_date);
  const rangeFree = (from: string, to: string) => !blocked.some((r) => r.start_date < to && r.end_date > from);
  const lastMonth = nextMonth(monthStart(today), MONTHS_SHOWN_MAX - 1);
  const canPickAsEnd = (day: string) => Boolean(start && !end && day > start && rangeFree(start, day));
  const selectable = (day: string) => day >= today && (!isBlocked(day) || canPickAsEnd(day));

  function pick(day: string) {
    if (!selectable(day)) return;
    if (start && !end && day > start && rangeFree(start, day)) setStay({ end: day });
    else if (!isBlocked(day)) setStay({ start: day, end: "" });
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLDivElement>) {
    const steps: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
    const step = steps[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const target = addDays(focused, step);
    if (target < today || monthStart(target) > lastMonth) return;
    if (monthStart(target) < first) setFirst(monthStart(target));
    else if (monthStart(target) > nextMonth(first)) setFirst(nextMonth(monthStart(target), -1));
    moveFocus.current = true;
    setFocused(target);
  }

  const months = [first, nextMonth(first)];
  // Exactly one day is in the Tab order: the focused one when it is shown, else the first shown day from today.
  const tabDay = months.includes(monthStart(focused)) ? focused : [first, today].sort()[1]!;
  const nights = start && end ? diffDays(start, end) : 0;

  return (
    <div>
      <div className="mb-3 flex items-center justify-between gap-2">
        <button
          type="button"
          onClick={() => setFirst((f) => nextMonth(f, -1))}
          disabled={first <= monthStart(today)}
          aria-label={t("previous")}
          className="inline-flex size-10 items-center justify-center rounded-md border border-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-sea-600 disabled:opacity-40 dark:border-slate-600 dark:hover:bg-slate-800"
        >
          ‹
        </button>
        <p className="text-sm text-slate-700 dark:text-slate-300" aria-live="polite">
          {start && end ? t("nights", { count: nights }) : start ? t("pickEnd") : t("pickStart")}
        </p>
        <button
          type="button"
          onClick={() => setFirst((f) => nextMonth(f, 1))}
          disabled={nextMonth(first) >= lastMonth}
          aria-label={t("next")}
          className="inline-flex size-10 items-center justify-center rounded-md border border-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-sea-600 disabled:opacity-40 dark:border-slate-600 dark:hover:bg-slate-800"
        >
          ›
        </button>
      </div>
      {state.kind === "error" && <LoadFailed className="mb-3" />}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys move the focus between the day buttons inside */}
      <div ref={grid} onKeyDown={onKeyDown} className="grid gap-6 md:grid-cols-2">
        {months.map((month, index) => (
          <div key={month} className={index === 1 ? "hidden md:block" : ""}>
            <p className="mb-2 text-center font-semibold text-slate-900 dark:text-white">{monthTitle(month, locale)}</p>
            {state.kind === "loading" ? (
              <Skeleton className="h-64 w-full" />
            ) : (
              <fieldset>
                <legend className="sr-only">{monthTitle(month, locale)}</legend>
                <div
                  className="grid grid-cols-7 gap-1 text-center text-xs font-medium text-slate-600 dark:text-slate-400"
                  aria-hidden="true"
                >
                  {weekdaysShort(locale).map((w) => (
                    <span key={w}>{w}</span>
                  ))}
                </div>
                <div className="mt-1 grid grid-cols-7 gap-1">
                  {monthDays(month).map((day, i) => {
                    // biome-ignore lint/suspicious/noArrayIndexKey: the blanks before the 1st never move
                    if (!day) return <span key={`blank-${month}-${i}`} />;
                    const past = day < today;
                    const taken = isBlocked(day);
                    const inRange = Boolean(start && end && day >= start && day < end);
                    const isEdge = day === start || day === end;
                    const enabled = !past && selectable(day);
                    const tone = isEdge
                      ? "bg-sea-700 text-white"
                      : inRange
                        ? "bg-sea-100 text-sea-900 dark:bg-sea-700/50 dark:text-white"
                        : past
                          ? "text-slate-400 dark:text-slate-600"
                          : taken
                            ? "bg-rose-100 text-rose-800 line-through dark:bg-rose-950 dark:text-rose-200"
                            : "text-slate-900 hover:bg-sea-50 dark:text-slate-100 dark:hover:bg-slate-800";
                    return (
                      <button
                        key={day}
                        type="button"
                        data-day={day}
                        data-taken={taken || undefined}
                        tabIndex={day === tabDay ? 0 : -1}
                        aria-disabled={!enabled}
                        aria-pressed={inRange || isEdge}
                        aria-label={t(past ? "past" : taken ? "taken" : "free", {
                          day: formatDayLong(day, locale, { weekday: true }),
                        })}
                        onFocus={() => setFocused(day)}
                        onClick={() => pick(day)}
                        className={`h-10 rounded-md text-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-sea-600 ${enabled ? "" : "cursor-not-allowed"} ${tone}`}
                      >
                        {Number(day.slice(8))}
                      </button>
                    );
                  })}
                </div>
              </fieldset>
            )}
          </div>
        ))}
      </div>
      <ul className="mt-4 flex flex-wrap gap-4 text-xs text-slate-700 dark:text-slate-300">
        <li className="flex items-center gap-1.5">
          <span className="size-3 rounded border border-slate-300 dark:border-slate-600" aria-hidden="true" />{" "}
          {t("legendFree")}
        </li>
        <li className="flex items-center gap-1.5">
          <span className="size-3 rounded bg-rose-100 dark:bg-rose-950" aria-hidden="true" /> {t("legendTaken")}
        </li>
        <li className="flex items-center gap-1.5">
          <span className="size-3 rounded bg-sea-700" aria-hidden="true" /> {t("legendChosen")}
        </li>
      </ul>
    </div>
  );
}
