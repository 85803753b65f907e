import "server-only";
import { login, loginBody } from "../../auth/login";
import { loginStepResponse } from "../../auth/totp/schemas";
import { clientIp } from "../client-ip";
import { LOGIN_LIMITS, loginThrottle } from "../login-throttle";
import { route } from "../route";

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
  ];
}
