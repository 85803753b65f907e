import { z } from "zod";

/** The Core Web Vitals Liman collects from visitors (issue 17). */
export const VITAL_METRICS = ["LCP", "INP", "CLS", "TTFB"] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

/** web.dev's thresholds at the 75th percentile: good up to `good`, poor above `poor` (ms; CLS unitless). */
export const VITAL_THRESHOLDS: Record<VitalMetric, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  TTFB: { good: 800, poor: 1800 },
};

export type VitalRating = "good" | "needs-improvement" | "poor";

export function rateVital(metric: VitalMetric, value: number): VitalRating {
  const t = VITAL_THRESHOLDS[metric];
  if (value <= t.good) return "good";
  return value <= t.poor ? "needs-improvement" : "poor";
}

/**
 * The public pages whose loads are measured, as route patterns: a visitor's own address (a slug they typed, a
 * query) is never stored, only the pattern. The English edition's twins are the same patterns under /en.
 */
const PAGE_PATTERNS: [RegExp, string][] = [
  [/^\/$/, "/"],
  [/^\/listing$/, "/listing"],
  [/^\/listingsale$/, "/listingsale"],
  [/^\/boat\/[^/]+$/, "/boat/[slug]"],
  [/^\/blog$/, "/blog"],
  [/^\/blog\/[^/]+$/, "/blog/[slug]"],
  [/^\/about$/, "/about"],
  [/^\/contact$/, "/contact"],
  [/^\/faq$/, "/faq"],
  [/^\/enquire$/, "/enquire"],
  [/^\/website\/[^/]+$/, "/website/[slug]"],
];

export const VITAL_PAGES: readonly string[] = PAGE_PATTERNS.flatMap(([, page]) => [
  page,
  page === "/" ? "/en" : `/en${page}`,
]);

/** The route pattern of a public page's path, or null for a path that is not measured (dashboard, 404…). */
export function vitalsPageOf(pathname: string): string | null {
  const english = pathname === "/en" || pathname.startsWith("/en/");
  const path = english ? pathname.slice(3) || "/" : pathname;
  const trimmed = path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
  const match = PAGE_PATTERNS.find(([pattern]) => pattern.test(trimmed));
  if (!match) return null;
  return english ? (match[1] === "/" ? "/en" : `/en${match[1]}`) : match[1];
}

/** Largest value accepted per metric: beyond it a measurement is noise or made up. */
const MAX_VALUE: Record<VitalMetric, number> = { LCP: 120_000, INP: 60_000, CLS: 50, TTFB: 120_000 };

const measurement = z
  .object({
    name: z.enum(VITAL_METRICS, { error: "Ölçüm adı LCP, INP, CLS ya da TTFB olmalı." }),
    value: z
      .number({ error: "Ölçüm değeri bir sayı olmalı." })
      .finite()
      .min(0, { error: "Ölçüm değeri negatif olamaz." }),
  })
  .refine((m) => m.value <= MAX_VALUE[m.name], { error: "Ölçüm değeri geçerli aralığın dışında.", path: ["value"] });

/** What a page load's beacon carries: the page's route pattern and at most one value per metric. */
export const vitalsBeaconBody = z.strictObject({
  page: z.enum(VITAL_PAGES as [string, ...string[]], { error: "Ölçülen sayfa tanınmadı." }),
  metrics: z
    .array(measurement)
    .min(1, { error: "En az bir ölçüm gönderilmeli." })
    .max(VITAL_METRICS.length, { error: "Bir sayfa yüklemesi en fazla dört ölçüm gönderebilir." })
    .refine((list) => new Set(list.map((m) => m.name)).size === list.length, {
      error: "Her ölçüm bir kez gönderilmeli.",
    }),
});
export type VitalsBeacon = z.infer<typeof vitalsBeaconBody>;

const figure = z.object({ p75: z.number().nullable(), count: z.number().int() });

/** The dashboard's figures: per page, each metric's 75th percentile over 7 and 28 days, and a daily series. */
export const vitalsSummarySchema = z.object({
  pages: z.array(
    z.object({
      page: z.string(),
      last7: z.record(z.enum(VITAL_METRICS), figure),
      last28: z.record(z.enum(VITAL_METRICS), figure),
    }),
  ),
  daily: z.array(z.object({ day: z.string(), page: z.string(), metric: z.enum(VITAL_METRICS), p75: z.number() })),
});
export type VitalsSummary = z.infer<typeof vitalsSummarySchema>;
