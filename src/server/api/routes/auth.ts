import { RateLimiter } from "../../auth/rate-limit";
import { login, loginBody } from "../../auth/login";
import { loginStepResponse } from "../../auth/totp/schemas";
import { clientIp } from "../client-ip";
import { tooManyRequests } from "../errors";
import { route } from "../route";
import { totpLoginRoutes } from "./totp-login";

const FIFTEEN_MINUTES = 15 * 60 * 1000;

export function authRoutes() {
  // Failed attempts only: per account (slows guessing one password) and per address (slows spraying).
  const perAccount = new RateLimiter(5, FIFTEEN_MINUTES);
  const perIp = new RateLimiter(20, FIFTEEN_MINUTES);

  return [
    route(
      {
        method: "post",
        path: "/auth/login",
        summary:
          "Sign in with e-mail and password; answers a bearer token (HS256 JWT, 8 hours), or a challenge when a TOTP code (or TOTP enrolment) is due",
        tag: "auth",
        access: "public",
        body: loginBody,
        response: loginStepResponse,
      },
      async ({ c, deps, body }) => {
        const account = body.email.toLowerCase();
        const ip = clientIp(c, deps.config.trustProxy);
        const wait = Math.max(perAccount.retryAfter(account), perIp.retryAfter(ip));
        if (wait > 0) throw tooManyRequests(wait);
        try {
          const result = await login(deps.db, deps.jwtSecret, body);
          // A TOTP challenge is not a completed sign-in: the count stays until the code is right too.
          if ("accessToken" in result) perAccount.reset(account);
          return result;
        } catch (error) {
          perAccount.hit(account);
          perIp.hit(ip);
          throw error;
        }
      },
    ),
    ...totpLoginRoutes({
      retryAfter: (account, ip) => Math.max(perAccount.retryAfter(account), perIp.retryAfter(ip)),
      failed: (account, ip) => {
        perAccount.hit(account);
        perIp.hit(ip);
      },
      succeeded: (account) => perAccount.reset(account),
    }),
  ];
}
