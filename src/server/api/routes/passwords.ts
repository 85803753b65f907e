import { RateLimiter } from "../../auth/rate-limit";
import { loginResponse } from "../../auth/login";
import { changePassword } from "../../passwords/change-password";
import { requestPasswordReset } from "../../passwords/request-password-reset";
import { resetPassword } from "../../passwords/reset-password";
import {
  changePasswordBody,
  resetPasswordBody,
  resetPasswordResponse,
  resetRequestBody,
  resetRequestResponse,
} from "../../passwords/schemas";
import { clientIp } from "../client-ip";
import { AppError, tooManyRequests } from "../errors";
import { route } from "../route";

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const ONE_HOUR = 60 * 60 * 1000;
const tag = "auth";

export function passwordRoutes() {
  // Every reset request counts (an unknown e-mail too, so the limit tells nothing about accounts).
  const resetsPerEmail = new RateLimiter(3, ONE_HOUR);
  const resetsPerIp = new RateLimiter(10, FIFTEEN_MINUTES);
  // Wrong current passwords per user: a stolen session cannot be used to guess the password.
  const wrongCurrentPerUser = new RateLimiter(5, FIFTEEN_MINUTES);

  return [
    route(
      {
        method: "post",
        path: "/auth/password-reset",
        summary:
          "Request a password reset link by e-mail (30 minutes, single use); the same answer whether or not the e-mail has an account",
        tag,
        access: "public",
        body: resetRequestBody,
        response: resetRequestResponse,
      },
      async ({ c, deps, body }) => {
        const email = body.email.toLowerCase();
        const ip = clientIp(c, deps.config.trustProxy);
        const wait = Math.max(resetsPerEmail.retryAfter(email), resetsPerIp.retryAfter(ip));
        if (wait > 0) throw tooManyRequests(wait);
        resetsPerEmail.hit(email);
        resetsPerIp.hit(ip);
        return requestPasswordReset(deps.db, email, { publicUrl: deps.config.publicUrl });
      },
    ),
    route(
      {
        method: "post",
        path: "/auth/password-reset/confirm",
        summary: "Set a new password with the token of a reset link; every earlier session of the user ends",
        tag,
        access: "public",
        body: resetPasswordBody,
        response: resetPasswordResponse,
      },
      ({ deps, body }) => resetPassword(deps.db, body),
    ),
    route(
      {
        method: "post",
        path: "/admin/account/password",
        summary: "Change one's own password (the current one required); answers a fresh token, other sessions end",
        tag,
        access: "staff",
        body: changePasswordBody,
        response: loginResponse,
      },
      async ({ deps, body, user }) => {
        const key = String(user.id);
        const wait = wrongCurrentPerUser.retryAfter(key);
        if (wait > 0) throw tooManyRequests(wait);
        try {
          return await changePassword(deps.db, deps.jwtSecret, user, body);
        } catch (error) {
          if (error instanceof AppError && error.code === "WRONG_PASSWORD") wrongCurrentPerUser.hit(key);
          throw error;
        }
      },
    ),
  ];
}
