/**
 * The login limiter as the second step sees it (routes/auth.ts builds it from its limiters): a wrong code
 * counts like a wrong password, and only a completed sign-in (access token issued) clears the account's count.
 */
export type LoginThrottle = {
  /** Seconds to wait, 0 when the attempt may go ahead. */
  retryAfter(account: string, ip: string): number;
  failed(account: string, ip: string): void;
  succeeded(account: string, ip: string): void;
};
