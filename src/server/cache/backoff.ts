import "server-only";
export type BackoffOptions = { initialMs: number; maxMs: number };

/**
 * How long to wait before reconnect attempt `attempt` (0 for the first): doubling from `initialMs` up to
 * `maxMs`, then a random half of it taken off, so that instances that lost the server together do not all
 * come back in the same millisecond.
 */
export function backoffDelay(attempt: number, options: BackoffOptions, random: () => number = Math.random): number {
  const ceiling = Math.min(options.maxMs, options.initialMs * 2 ** Math.min(attempt, 30));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
