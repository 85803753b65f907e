"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";

const LABELS = ["label1", "label2", "label3", "label4", "label5"] as const;

/**
 * 1–5 stars as a native radio group in a fieldset: Tab reaches the group, the arrow keys move between the
 * stars, each star's accessible name is "N yıldız – label". The stars up to the chosen one are filled.
 */
export function StarRatingInput({
  value,
  onChange,
  error,
}: {
  value: number | null;
  onChange: (rating: number) => void;
  error?: string;
}) {
  const t = useTranslations("ReviewStars");
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-medium">{t("legend")}</legend>
      <div className="mt-2 flex gap-1">
        {LABELS.map((label, index) => {
          const rating = index + 1;
          const filled = value !== null && rating <= value;
          return (
            <label key={rating} className="cursor-pointer">
              <input
                type="radio"
                name="rating"
                value={rating}
                checked={value === rating}
                onChange={() => onChange(rating)}
                className="peer sr-only"
                aria-label={t("star", { rating, label: t(label) })}
              />
              <span
                aria-hidden="true"
                className={`block rounded-md px-1 text-4xl leading-none peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-sea-600 dark:peer-focus-visible:outline-sky-400 ${
                  filled ? "text-amber-500" : "text-slate-400 dark:text-slate-500"
                }`}
              >
                {filled ? "★" : "☆"}
              </span>
            </label>
          );
        })}
      </div>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300" aria-live="polite">
        {value ? t("star", { rating: value, label: t(LABELS[value - 1] ?? "label1") }) : t("none")}
      </p>
      {error && (
        <p id={errorId} className="mt-1 text-xs font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </fieldset>
  );
}
