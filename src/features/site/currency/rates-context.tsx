"use client";

import { createContext, useContext } from "react";
import type { Rates } from "@/lib/money";

const RatesContext = createContext<Rates | null>(null);

/** The admin's exchange rates, read by the server with the page and handed to every price on it. */
export function RatesProvider({ rates, children }: { rates: Rates; children: React.ReactNode }) {
  return <RatesContext.Provider value={rates}>{children}</RatesContext.Provider>;
}

export function useRates(): Rates | null {
  return useContext(RatesContext);
}
