"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { DISPLAY_CURRENCY_LABELS, type DisplayCurrency } from "@/lib/money";
import { setDisplayCurrency, useDisplayCurrency } from "./currency-store";

/** spec §2: the header's currency dropdown (TL, Dollar, Euro, Pound); the choice is stored and every price follows. */
export function CurrencySelect({ className = "" }: { className?: string }) {
  const id = useId();
  const t = useTranslations("ShellClient");
  const value = useDisplayCurrency();
  return (
    <div className={className}>
      <label htmlFor={id} className="sr-only">
        {t("currency")}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => setDisplayCurrency(event.target.value as DisplayCurrency)}
        className="h-10 rounded-md border border-slate-300 bg-white px-2 text-sm font-medium text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
      >
        {(Object.keys(DISPLAY_CURRENCY_LABELS) as DisplayCurrency[]).map((key) => (
          <option key={key} value={key}>
            {DISPLAY_CURRENCY_LABELS[key]}
          </option>
        ))}
      </select>
    </div>
  );
}
