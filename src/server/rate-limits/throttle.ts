import "server-only";
import { tooManyRequests } from "../domain-errors";
import type { DbOrTx } from "../db/client";
import { clearCounter } from "./clear-counter";
import { countAttempts } from "./count-attempts";
import { counterKey } from "./counter-key";
import type { Check, Limit } from "./limit";
import { refundAttempt } from "./refund-attempt";
import { clock } from "../../lib/clock";

/** What throttling needs from the API's dependencies; `now` is the clock (tests move it). */
export type ThrottleDeps = { db: DbOrTx; jwtSecret: Uint8Array; now?: () => Date };

const nowOf = (deps: ThrottleDeps) => deps.now?.() ?? clock.now();

/**
 * Counts one attempt against every check, before the work it guards, and throws 429 with Retry-After when any
 * counter is over its limit. Counting first is what stops parallel requests: each sees its own count, so with a
 * limit of 5 only the first 5 go on. Refused attempts are counted too but never extend the window. The refusal is
 * the one of the limit that keeps the caller waiting longest.
 */
export async function takeAttempt(deps: ThrottleDeps, checks: Check[]): Promise<void> {
  const now = nowOf(deps);
  const keyed = checks.map((check) => ({ check, key: counterKey(deps.jwtSecret, check) }));
  const counted = await countAttempts(
    deps.db,
    keyed.map(({ check, key }) => ({ key, windowMs: check.limit.windowMs })),
    now,
  );
  let waitMs = 0;
  let refusal: Limit["refusal"];
  for (const { check, key } of keyed) {
    const counter = counted.find((c) => c.key === key);
    if (counter && counter.count > check.limit.max) {
      const wait = counter.windowEndsAt.getTime() - now.getTime();
      if (wait > waitMs) {
        waitMs = wait;
        refusal = check.limit.refusal;
      }
    }
  }
  if (waitMs > 0) {
    const seconds = Math.max(1, Math.ceil(waitMs / 1000));
    throw refusal ? tooManyRequests(seconds, refusal.message, refusal.code) : tooManyRequests(seconds);
  }
}

/** Gives back the attempt of a request that turned out legitimate (a found reservation, a right password). */
export function giveBackAttempt(deps: ThrottleDeps, check: Check): Promise<void> {
  return refundAttempt(deps.db, counterKey(deps.jwtSecret, check), nowOf(deps));
}

/** Starts the check's count afresh (a successful login clears its account-and-address counter). */
export function resetAttempts(deps: ThrottleDeps, check: Check): Promise<void> {
  return clearCounter(deps.db, counterKey(deps.jwtSecret, check));
}
