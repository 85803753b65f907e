import { login, loginBody, loginResponse } from "../../auth/login";
import type { Check, Limit } from "../../rate-limits/limit";
import { giveBackAttempt, resetAttempts, takeAttempt } from "../../rate-limits/throttle";
import { clientIp } from "../client-ip";
import { route } from "../route";

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/**
 * Sign-in attempts, counted before the password is checked: per account and address (slows guessing one
 * password; an attacker elsewhere never locks the owner out) and per address (slows spraying many accounts).
 */
export const LOGIN_LIMITS = {
  perAccountAndAddress: { name: "login-account-address", max: 5, windowMs: FIFTEEN_MINUTES },
  perAddress: { name: "login-address", max: 20, windowMs: FIFTEEN_MINUTES },
} satisfies Record<string, Limit>;

export function authRoutes() {
  return [
    route(
      {
        method: "post",
        path: "/auth/login",
        summary: `Sign in with e-mail and password; answers a bearer token (HS256 JWT, 8 hours). At most ${LOGIN_LIMITS.perAccountAndAddress.max} failed attempts per account and address and ${LOGIN_LIMITS.perAddress.max} per address in 15 minutes (429 with Retry-After)`,
        tag: "auth",
        access: "public",
        errors: [401, 403, 429],
        body: loginBody,
        response: loginResponse,
      },
      async ({ c, deps, body }) => {
        const address = clientIp(c, deps.config.trustProxy);
        const account = body.email.toLowerCase();
        const pair: Check = { limit: LOGIN_LIMITS.perAccountAndAddress, subject: JSON.stringify([account, address]) };
        const fromAddress: Check = { limit: LOGIN_LIMITS.perAddress, subject: address };
        await takeAttempt(deps, [pair, fromAddress]);
        const result = await login(deps.db, deps.jwtSecret, body);
        // Only failures should weigh: the pair starts afresh and the address gets this attempt back.
        await Promise.all([resetAttempts(deps, pair), giveBackAttempt(deps, fromAddress)]);
        return result;
      },
    ),
  ];
}
