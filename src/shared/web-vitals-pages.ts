/** What the browser needs to measure a page (no zod: this module ships in the site's JavaScript). */

/**
 * The Core Web Vitals Liman collects from visitors (issue 17), and NAV: a soft navigation's time from the router's
 * transition start to the next paint of the new page (issue 33, decision 0067).
 */
export const VITAL_METRICS = ["LCP", "INP", "CLS", "TTFB", "NAV"] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

/**
 * How the page view began: a hard load (the browser fetched the document) or a soft navigation (the app's router
 * changed the page in place). Each kind has its own four metrics: a soft navigation has no TTFB of its own, and NAV
 * is only a soft navigation's.
 */
export const VITAL_KINDS = ["hard", "soft"] as const;
export type VitalKind = (typeof VITAL_KINDS)[number];
export const KIND_METRICS: Record<VitalKind, readonly VitalMetric[]> = {
  hard: ["LCP", "INP", "CLS", "TTFB"],
  soft: ["NAV", "LCP", "INP", "CLS"],
};

/**
 * web.dev's thresholds at the 75th percentile: good up to `good`, poor above `poor` (ms; CLS unitless). NAV, first
 * paint of the new page, is rated like First Contentful Paint.
 */
export const VITAL_THRESHOLDS: Record<VitalMetric, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  TTFB: { good: 800, poor: 1800 },
  NAV: { good: 1800, poor: 3000 },
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
