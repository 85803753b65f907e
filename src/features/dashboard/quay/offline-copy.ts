/**
 * The quay screens' copy kept on the phone (decision 0073): the service worker that serves an already-visited
 * check-in or check-out page, its assets and its API reads when the network fails. Registered from those screens
 * only; its caches are deleted at sign-out, and another staff member's at sign-in.
 */
import { QUAY_API_CACHE_PREFIX, QUAY_CACHE_PREFIX, QUAY_SCOPE, QUAY_WORKER_URL } from "@/shared/quay-offline";

/** Service workers exist only in secure contexts (https, localhost): elsewhere the screens work as before. */
export function offlineCopySupported(): boolean {
  return typeof navigator !== "undefined" && "serviceWorker" in navigator && typeof caches !== "undefined";
}

/**
 * Registers the worker (a no-op when it is already registered and unchanged) and answers it once active. Not
 * `navigator.serviceWorker.ready`: a page reached by a link from outside the scope (the departures list) stays the
 * document it was, outside the scope, and `ready` would never settle there.
 */
export async function startOfflineCopy(): Promise<ServiceWorker | null> {
  const registration = await navigator.serviceWorker.register(QUAY_WORKER_URL, { scope: QUAY_SCOPE });
  if (registration.active) return registration.active;
  const worker = registration.waiting ?? registration.installing;
  if (!worker) return null;
  await new Promise<void>((settle) => {
    const onChange = () => {
      if (worker.state !== "activated" && worker.state !== "redundant") return;
      worker.removeEventListener("statechange", onChange);
      settle();
    };
    worker.addEventListener("statechange", onChange);
    onChange();
  });
  return registration.active;
}

/**
 * Whether this document's own request went through the worker as a check-in or check-out page (and was kept):
 * controlled from its start, and still at the URL it was loaded from (not reached by a link inside the app).
 */
export function loadedThroughWorker(): boolean {
  if (!navigator.serviceWorker.controller) return false;
  const [navigation] = performance.getEntriesByType("navigation");
  return navigation?.name === window.location.href;
}

/** What the page has loaded so far (the worker keeps only what it handles). */
export function loadedUrls(): string[] {
  const urls = new Set<string>();
  for (const entry of performance.getEntriesByType("resource")) urls.add(entry.name);
  for (const script of Array.from(document.scripts)) if (script.src) urls.add(script.src);
  for (const link of Array.from(document.querySelectorAll<HTMLLinkElement>("link[href]"))) urls.add(link.href);
  return [...urls];
}

/**
 * Deletes the kept copies: all of them (sign-out), or all API answers but those of `exceptUser` (sign-in: another
 * staff member's answers do not stay on the phone).
 */
export async function forgetOfflineCopies(exceptUser?: number): Promise<void> {
  if (typeof caches === "undefined") return;
  try {
    const names = await caches.keys();
    const keep = exceptUser === undefined ? null : `${QUAY_API_CACHE_PREFIX}${exceptUser}`;
    const doomed = names.filter((name) =>
      keep === null ? name.startsWith(QUAY_CACHE_PREFIX) : name.startsWith(QUAY_API_CACHE_PREFIX) && name !== keep,
    );
    await Promise.all(doomed.map((name) => caches.delete(name)));
  } catch {
    // Storage the browser refuses (private mode): nothing was kept either.
  }
}
