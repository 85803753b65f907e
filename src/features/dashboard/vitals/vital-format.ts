import { rateVital, type VitalKind, type VitalMetric, type VitalRating } from "@/shared/web-vitals-pages";

export const METRIC_LABELS: Record<VitalMetric, string> = {
  LCP: "LCP (en büyük içerik)",
  INP: "INP (etkileşim)",
  CLS: "CLS (kayma)",
  TTFB: "TTFB (ilk bayt)",
  NAV: "NAV (geçiş süresi)",
};

export const KIND_LABELS: Record<VitalKind, string> = {
  hard: "Tam sayfa yüklemeleri",
  soft: "Sayfa içi geçişler",
};

export const RATING_LABELS: Record<VitalRating, string> = {
  good: "iyi",
  "needs-improvement": "geliştirilmeli",
  poor: "kötü",
};

export const RATING_CLASSES: Record<VitalRating, string> = {
  good: "text-emerald-700 dark:text-emerald-400",
  "needs-improvement": "text-amber-700 dark:text-amber-400",
  poor: "text-red-700 dark:text-red-400",
};

/** A metric's value as people read it: milliseconds (or seconds from 1 s on) and CLS with up to three decimals. */
export function formatVital(metric: VitalMetric, value: number): string {
  if (metric === "CLS") return value.toLocaleString("tr-TR", { maximumFractionDigits: 3 });
  if (value >= 1000) return `${(value / 1000).toLocaleString("tr-TR", { maximumFractionDigits: 2 })} sn`;
  return `${Math.round(value).toLocaleString("tr-TR")} ms`;
}

export function vitalCell(metric: VitalMetric, value: number | null): { text: string; rating: VitalRating | null } {
  if (value === null) return { text: "—", rating: null };
  return { text: formatVital(metric, value), rating: rateVital(metric, value) };
}
