/**
 * The quay screens' offline copy (decision 0073): where the service worker lives, what it may control, the names
 * of its caches, and which requests it handles. Read by the server (which serves the worker's script), the
 * worker itself and the dashboard.
 */

/** The worker's script, served by our own server (src/server/http/quay-worker.ts). */
export const QUAY_WORKER_URL = "/quay-sw.js";
/** The pages it may control: the reservations' own pages; it answers only for their check-in and check-out. */
export const QUAY_SCOPE = "/dashboard/reservations/";
/** Every cache of the worker starts so: sign-out deletes them all. */
export const QUAY_CACHE_PREFIX = "liman-quay-";
/** The screens' HTML and build assets: the same for every staff member. */
export const QUAY_PAGES_CACHE = `${QUAY_CACHE_PREFIX}pages`;
/** The API answers a staff member's screens were given: theirs only. */
export const QUAY_API_CACHE_PREFIX = `${QUAY_CACHE_PREFIX}api-u`;

export type QuayRequestKind = "page" | "asset" | "api";

/**
 * What the worker does with a request: keeps and serves a copy of a check-in or check-out page ("page"), of a
 * build asset ("asset"), or of one of the API reads those screens render from ("api"); null leaves it alone
 * (no `respondWith`: the browser fetches it as if there were no worker).
 */
export function quayRequestKind(method: string, url: string, mode: string, origin: string): QuayRequestKind | null {
  if (method !== "GET") return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.origin !== origin) return null;
  const path = parsed.pathname;
  if (mode === "navigate")
    return /^\/dashboard\/reservations\/[1-9][0-9]*\/check-(in|out)\/?$/.test(path) ? "page" : null;
  if (path.startsWith("/_next/static/")) return "asset";
  if (parsed.search !== "") return null;
  const reads = [
    /^\/v1\/admin\/reservations\/[1-9][0-9]*$/,
    /^\/v1\/admin\/reservations\/[1-9][0-9]*\/inspections$/,
    /^\/v1\/admin\/reservations\/[1-9][0-9]*\/security-deposits$/,
    /^\/v1\/admin\/boats\/[1-9][0-9]*\/inventory$/,
  ];
  return reads.some((read) => read.test(path)) ? "api" : null;
}
