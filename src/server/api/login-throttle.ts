import "server-only";
import type { LoginThrottle } from "../auth/totp/login-throttle";
import type { Check, Limit } from "../rate-limits/limit";
import { giveBackAttempt, resetAttempts, takeAttempt } from "../rate-limits/throttle";

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/**
 * Sign-in attempts, counted before the password is checked: per account and address (slows guessing one
 * password; an attacker elsewhere never locks the owner out) and per address (slows spraying many accounts).
 */
export const LOGIN_LIMITS = {
  perAccountAndAddress: { name: "login-account-address", max: 5, windowMs: FIFTEEN_MINUTES },
  perAddress: { name: "login-address", max: 20, windowMs: FIFTEEN_MINUTES },
} satisfies Record<string, Limit>;

const loginChecks = (account: string, address: string): [Check, Check] => [
  { limit: LOGIN_LIMITS.perAccountAndAddress, subject: JSON.stringify([account, address]) },
  { limit: LOGIN_LIMITS.perAddress, subject: address },
];

/** Counted before the password (or code) is checked; only failures weigh: a sign-in clears the pair and gives the address its attempt back. */
export const loginThrottle: LoginThrottle = {
  attempt: (deps, account, address) => takeAttempt(deps, loginChecks(account, address)),
  passed: async (deps, account, address) => {
    await Promise.all(loginChecks(account, address).map((check) => giveBackAttempt(deps, check)));
  },
  succeeded: async (deps, account, address) => {
    const [pair, fromAddress] = loginChecks(account, address);
    await Promise.all([resetAttempts(deps, pair), giveBackAttempt(deps, fromAddress)]);
  },
};
