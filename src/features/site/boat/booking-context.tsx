"use client";

import { createContext, useContext, useMemo, useState } from "react";

export type Stay = { start: string; end: string; guests: number };
type BookingState = Stay & {
  setStay: (next: Partial<Stay>) => void;
  /** Bumped after a booking so the calendar reads the availability again. */
  availabilityVersion: number;
  refreshAvailability: () => void;
};

const BookingContext = createContext<BookingState | null>(null);

/** The stay being planned on a boat page, shared by the availability calendar and the booking panel. */
export function BookingProvider({ initial, children }: { initial: Stay; children: React.ReactNode }) {
  const [stay, setStayState] = useState<Stay>(initial);
  const [availabilityVersion, setVersion] = useState(0);
  const value = useMemo<BookingState>(
    () => ({
      ...stay,
      setStay: (next) => setStayState((s) => ({ ...s, ...next })),
      availabilityVersion,
      refreshAvailability: () => setVersion((v) => v + 1),
    }),
    [stay, availabilityVersion],
  );
  return <BookingContext.Provider value={value}>{children}</BookingContext.Provider>;
}

export function useBooking(): BookingState {
  const value = useContext(BookingContext);
  if (!value) throw new Error("useBooking must be used inside BookingProvider");
  return value;
}
