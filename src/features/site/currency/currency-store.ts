"use client";

import { DISPLAY_CURRENCIES, type DisplayCurrency } from "@/lib/money";
import { createLocalStore } from "../storage/local-store";

/** spec §9: the display currency, stored as TL | DOLLAR | EURO | POUND under `platoboat-currency`, default TL. */
export const CURRENCY_STORAGE_KEY = "platoboat-currency";

function parseCurrency(raw: string): DisplayCurrency | undefined {
  const value = raw.replace(/^"|"$/g, "").toUpperCase();
  return value in DISPLAY_CURRENCIES ? (value as DisplayCurrency) : undefined;
}

export const currencyStore = createLocalStore<DisplayCurrency>(CURRENCY_STORAGE_KEY, parseCurrency, "TL");

export function setDisplayCurrency(value: DisplayCurrency): void {
  currencyStore.write(value, (v) => v);
}
