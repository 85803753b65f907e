/**
 * When the app's router began its latest navigation, and to which path: noted by Next's `onRouterTransitionStart`
 * (src/instrumentation-client.ts), taken by the vitals reporter once the new page is on screen.
 */
let pending: { pathname: string; at: number } | null = null;

export function noteTransitionStart(url: string): void {
  pending = { pathname: new URL(url, window.location.href).pathname, at: performance.now() };
}

/**
 * The start time of the navigation that led to `pathname`, once; null after a hard load or when the router went
 * elsewhere (a redirect, or only the query changed and this is a later page).
 */
export function takeTransitionStart(pathname: string): number | null {
  const start = pending?.pathname === pathname ? pending.at : null;
  pending = null;
  return start;
}
