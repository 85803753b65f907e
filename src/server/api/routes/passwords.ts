import "server-only";
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
import type { Limit } from "../../rate-limits/limit";
import { giveBackAttempt, takeAttempt } from "../../rate-limits/throttle";
import { clientIp } from "../client-ip";
import { route } from "../route";

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const ONE_HOUR = 60 * 60 * 1000;
const tag = "auth";

export const PASSWORD_LIMITS = {
  // Every reset request counts (an unknown e-mail too, so the limit tells nothing about accounts).
  resetsPerEmail: { name: "password-reset-email", max: 3, windowMs: ONE_HOUR },
  resetsPerAddress: { name: "password-reset-address", max: 10, windowMs: FIFTEEN_MINUTES },
  // Wrong current passwords per user: a stolen session cannot be used to guess the password.
  wrongCurrentPerUser: { name: "password-change-user", max: 5, windowMs: FIFTEEN_MINUTES },
} satisfies Record<string, Limit>;

export function passwordRoutes() {
  return [
    route(
      {
        method: "post",
        path: "/auth/password-reset",
        summary:
          "Request a password reset link by e-mail (30 minutes, single use); the same answer whether or not the e-mail has an account",
        tag,
        access: "public",
        errors: [429],
        body: resetRequestBody,
        response: resetRequestResponse,
      },
      async ({ c, deps, body }) => {
        const email = body.email.toLowerCase();
        await takeAttempt(deps, [
          { limit: PASSWORD_LIMITS.resetsPerEmail, subject: email },
          { limit: PASSWORD_LIMITS.resetsPerAddress, subject: clientIp(c, deps.config.trustProxy) },
        ]);
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
        errors: [429],
        body: changePasswordBody,
        response: loginResponse,
      },
      async ({ deps, body, user }) => {
        // Counted before the current password is checked, so parallel guesses cannot slip past; a change gives it back.
        const check = { limit: PASSWORD_LIMITS.wrongCurrentPerUser, subject: String(user.id) };
        await takeAttempt(deps, [check]);
        const result = await changePassword(deps.db, deps.jwtSecret, user, body);
        await giveBackAttempt(deps, check);
        return result;
      },
    ),
  ];
}
