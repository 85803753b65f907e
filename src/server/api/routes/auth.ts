import "server-only";
import { login, loginBody } from "../../auth/login";
import type { LoginThrottle } from "../../auth/totp/login-throttle";
import { loginStepResponse } from "../../auth/totp/schemas";
import type { Check, Limit } from "../../rate-limits/limit";
import { giveBackAttempt, resetAttempts, takeAttempt } from "../../rate-limits/throttle";
import { clientIp } from "../client-ip";
import { route } from "../route";
import { totpLoginRoutes } from "./totp-login";

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
const loginThrottle: LoginThrottle = {
  attempt: (deps, account, address) => takeAttempt(deps, loginChecks(account, address)),
  passed: async (deps, account, address) => {
    await Promise.all(loginChecks(account, address).map((check) => giveBackAttempt(deps, check)));
  },
  succeeded: async (deps, account, address) => {
    const [pair, fromAddress] = loginChecks(account, address);
    await Promise.all([resetAttempts(deps, pair), giveBackAttempt(deps, fromAddress)]);
  },
};

export function authRoutes() {
  return [
    route(
      {
        method: "post",
        path: "/auth/login",
        summary: `Sign in with e-mail and password; answers a bearer token (HS256 JWT, 8 hours), or a challenge when a TOTP code (or TOTP enrolment) is due. At most ${LOGIN_LIMITS.perAccountAndAddress.max} failed attempts (passwords and codes) per account and address and ${LOGIN_LIMITS.perAddress.max} per address in 15 minutes (429 with Retry-After)`,
        tag: "auth",
        access: "public",
        errors: [401, 403, 429],
        body: loginBody,
        response: loginStepResponse,
      },
      async ({ c, deps, body }) => {
        const address = clientIp(c, deps.config.trustProxy);
        const account = body.email.toLowerCase();
        await loginThrottle.attempt(deps, account, address);
        const result = await login(deps.db, deps.jwtSecret, body);
        // A TOTP challenge is not a completed sign-in: earlier failures stay counted until the code is right too.
        if ("accessToken" in result) await loginThrottle.succeeded(deps, account, address);
        else await loginThrottle.passed(deps, account, address);
        return result;
      },
    ),
    ...totpLoginRoutes(loginThrottle),
  ];
}
