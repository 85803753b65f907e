type SoftNavigationEntry = { prototype?: { getLargestInteractionContentfulPaint?: unknown } };

/**
 * Whether the browser reports soft navigations itself (Chromium's Soft Navigation API, in the form web-vitals
 * uses): only then does web-vitals give each soft navigation its own LCP, INP and CLS.
 */
export function browserSeesSoftNavigations(): boolean {
  const entry = (globalThis as { PerformanceSoftNavigation?: SoftNavigationEntry }).PerformanceSoftNavigation;
  return (
    (globalThis.PerformanceObserver?.supportedEntryTypes?.includes("soft-navigation") ?? false) &&
    typeof entry?.prototype?.getLargestInteractionContentfulPaint === "function"
  );
}
