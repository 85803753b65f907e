/** A 0–5 star rating drawn with text stars; the number is in the accessible name. */
import { useLocale, useTranslations } from "next-intl";
import { isLocale } from "@/i18n/locales";
import { formatNumber } from "@/lib/locale-format";

export function Stars({ rating, className = "" }: { rating: number; className?: string }) {
  const t = useTranslations("CardStars");
  const requested = useLocale();
  const full = Math.round(rating);
  return (
    <span
      className={`inline-flex items-center text-amber-600 dark:text-amber-400 ${className}`}
      role="img"
      aria-label={t("label", { rating: formatNumber(rating, isLocale(requested) ? requested : "tr") })}
    >
      {[1, 2, 3, 4, 5].map((i) => (
        <svg
          key={i}
          viewBox="0 0 20 20"
          aria-hidden="true"
          className="size-4"
          fill={i <= full ? "currentColor" : "none"}
          stroke="currentColor"
          strokeWidth="1.5"
        >
          <path d="M10 1.8l2.5 5.2 5.7.8-4.1 4 1 5.7L10 14.8l-5.1 2.7 1-5.7-4.1-4 5.7-.8z" />
        </svg>
      ))}
    </span>
  );
}
