import "server-only";
import type { ThrottleDeps } from "../../rate-limits/throttle";

/**
 * The login limiter as the second step sees it (api/login-throttle.ts builds it): a code is counted like a password,
 * before it is checked, and only a completed sign-in (access token issued) clears the account's count.
 */
export type LoginThrottle = {
  /** Counts one attempt; throws 429 with Retry-After when the account and address (or the address) is over. */
  attempt(deps: ThrottleDeps, account: string, address: string): Promise<void>;
  /** A right password that leads to the code step: its attempt is given back, the pair's count stays. */
  passed(deps: ThrottleDeps, account: string, address: string): Promise<void>;
  /** A completed sign-in: the account and address start afresh. */
  succeeded(deps: ThrottleDeps, account: string, address: string): Promise<void>;
};
