import "server-only";

/**
 * Seconds to wait after each failed attempt: the first retry within a minute, then longer and longer, about a
 * day in all (23 h 42 min after the first attempt comes the last). An event not delivered by then is 'failed'.
 */
export const RETRY_DELAYS_S = [30, 120, 600, 1_800, 3_600, 7_200, 14_400, 28_800, 28_800] as const;

/** Attempts in all: the first one and one per delay. */
export const MAX_WEBHOOK_ATTEMPTS = RETRY_DELAYS_S.length + 1;

/** The wait after attempt number `attempts` (1-based), or null when that was the last one. */
export function retryDelaySeconds(attempts: number): number | null {
  return RETRY_DELAYS_S[attempts - 1] ?? null;
}

/** One POST may take this long (the connection, the agency's answer's head). */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/**
 * A claim's lease: the POST's time limit and room to record the outcome. A row still 'sending' after it (its
 * worker died) is claimed again: delivery is at least once, and the event id tells the agency it is a repeat.
 */
export const WEBHOOK_LEASE_SECONDS = WEBHOOK_TIMEOUT_MS / 1000 + 50;
