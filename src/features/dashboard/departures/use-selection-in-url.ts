"use client";

/**
 * The day or week the departures screen shows, kept in the address (`?day=YYYY-MM-DD` or `?week=YYYY-Www`) so a
 * reload, a bookmark or a shared link opens the same list. Null until the address has been read after mounting
 * (the server render knows no address); without a valid one: today (by the server's clock).
 */
import { useCallback, useEffect, useState } from "react";
import { isIsoDate } from "@/lib/dates";
import { isoWeekStart } from "@/lib/iso-weeks";

export type Selection = { view: "day"; day?: string } | { view: "week"; week: string };

function fromAddress(search: string): Selection {
  const params = new URLSearchParams(search);
  const week = params.get("week");
  if (week && isoWeekStart(week)) return { view: "week", week };
  const day = params.get("day");
  if (day && isIsoDate(day)) return { view: "day", day };
  return { view: "day" };
}

function toAddress(selection: Selection): string {
  const { pathname } = window.location;
  if (selection.view === "week") return `${pathname}?week=${selection.week}`;
  return selection.day ? `${pathname}?day=${selection.day}` : pathname;
}

export function useSelectionInUrl(): [Selection | null, (next: Selection) => void] {
  const [selection, setSelection] = useState<Selection | null>(null);
  useEffect(() => setSelection(fromAddress(window.location.search)), []);
  const select = useCallback((next: Selection) => {
    setSelection(next);
    window.history.replaceState(window.history.state, "", toAddress(next));
  }, []);
  return [selection, select];
}
