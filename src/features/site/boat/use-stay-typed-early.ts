"use client";

import { type RefObject, useEffect } from "react";
import type { Stay } from "./booking-context";

/**
 * On a slow phone a guest may pick the dates before the page's script has run. The browser keeps what was typed
 * in the server-rendered inputs, but React's state starts from the server's values, so the quote would never
 * come. Once hydrated, the typed values are taken over.
 */
export function useStayTypedEarly(
  inputs: {
    start: RefObject<HTMLInputElement | null>;
    end: RefObject<HTMLInputElement | null>;
    guests: RefObject<HTMLInputElement | null>;
  },
  stay: Stay,
  setStay: (next: Partial<Stay>) => void,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, right after hydration.
  useEffect(() => {
    const next: Partial<Stay> = {};
    const start = inputs.start.current?.value ?? "";
    const end = inputs.end.current?.value ?? "";
    const guests = Number(inputs.guests.current?.value);
    if (start !== stay.start) next.start = start;
    if (end !== stay.end) next.end = end;
    if (Number.isInteger(guests) && guests >= 1 && guests !== stay.guests) next.guests = guests;
    if (Object.keys(next).length > 0) setStay(next);
  }, []);
}
