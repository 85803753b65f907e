/**
 * "Something public pages show has changed": raised after staff writes, new reservations and background
 * jobs (option expiry, iCal sync); the page cache listens. In-process only.
 */
const listeners = new Set<() => void>();
const KEY = Symbol.for("liman.content-listeners");
const shared: Set<() => void> = ((globalThis as Record<symbol, unknown>)[KEY] as Set<() => void>) ?? listeners;
(globalThis as Record<symbol, unknown>)[KEY] = shared;

export function onContentChanged(listener: () => void): () => void {
  shared.add(listener);
  return () => shared.delete(listener);
}

export function notifyContentChanged(): void {
  for (const listener of shared) listener();
}
