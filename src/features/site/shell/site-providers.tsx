"use client";

import { ToastProvider } from "@/components/ui/toast";
import type { Rates } from "@/lib/money";
import { RatesProvider } from "../currency/rates-context";

/** Client context of every public page: toasts and the admin's exchange rates for the prices. */
export function SiteProviders({ rates, children }: { rates: Rates | null; children: React.ReactNode }) {
  return <ToastProvider>{rates ? <RatesProvider rates={rates}>{children}</RatesProvider> : children}</ToastProvider>;
}
