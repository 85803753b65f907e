"use client";

import { useLocale } from "next-intl";
import { DISPLAY_CURRENCIES, type DisplayCurrency } from "@/lib/money";
import { createLocalStore, useLocalStore } from "../storage/local-store";

/** spec §9: the display currency, stored as TL | DOLLAR | EURO | POUND under `platoboat-currency`. */
export const CURRENCY_STORAGE_KEY = "platoboat-currency";

function parseCurrency(raw: string): DisplayCurrency | undefined {
  const value = raw.replace(/^"|"$/g, "").toUpperCase();
  return value in DISPLAY_CURRENCIES ? (value as DisplayCurrency) : undefined;
}

/** The visitor's own choice, or null when they never chose (then the page's language decides). */
export const currencyStore = createLocalStore<DisplayCurrency | null>(CURRENCY_STORAGE_KEY, parseCurrency, null);

/** The display currency of a visitor who never chose one: TL on the Turkish site, EUR on the English one. */
export const DEFAULT_DISPLAY_CURRENCY: Record<string, DisplayCurrency> = { tr: "TL", en: "EURO" };

/** The display currency: the visitor's stored choice, else the default of the page's language. */
export function useDisplayCurrency(): DisplayCurrency {
  const chosen = useLocalStore(currencyStore);
  const locale = useLocale();
  return chosen ?? DEFAULT_DISPLAY_CURRENCY[locale] ?? "TL";
}

export function setDisplayCurrency(value: DisplayCurrency): void {
  currencyStore.write(value, (v) => v ?? "");
}
