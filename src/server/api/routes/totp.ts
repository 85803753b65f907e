import { z } from "zod";
import { RateLimiter } from "../../auth/rate-limit";
import { confirmEnrolment } from "../../auth/totp/confirm-enrolment";
import { disableTotp } from "../../auth/totp/disable-totp";
import { getTotpStatus } from "../../auth/totp/get-totp-status";
import { resetUserTotp } from "../../auth/totp/reset-user-totp";
import {
  confirmBody,
  disableBody,
  enrolmentResponse,
  recoveryCodesResponse,
  totpStatusResponse,
} from "../../auth/totp/schemas";
import { startEnrolment } from "../../auth/totp/start-enrolment";
import { tooManyRequests } from "../errors";
import { idParams, route } from "../route";

const tag = "account";
const disabledAnswer = z.object({ enabled: z.literal(false) });

/** A signed-in staff member's own TOTP (enrol, confirm, disable) and an ADMIN's reset of another user's. */
export function totpRoutes() {
  // Disabling takes the password: a stolen token must not turn it into a password-guessing oracle.
  const disableAttempts = new RateLimiter(5, 15 * 60 * 1000);

  return [
    route(
      {
        method: "get",
        path: "/admin/me/totp",
        summary: "Whether my TOTP second factor is on, recovery codes left, and whether my role must have it",
        tag,
        access: "staff",
        response: totpStatusResponse,
      },
      ({ deps, user }) => getTotpStatus(deps.db, user),
    ),
    route(
      {
        method: "post",
        path: "/admin/me/totp/enrol",
        summary: "Start (or restart) TOTP enrolment: a new secret, its otpauth URI and QR code (409 when already on)",
        tag,
        access: "staff",
        response: enrolmentResponse,
      },
      ({ deps, user }) => startEnrolment(deps.db, deps.jwtSecret, user),
    ),
    route(
      {
        method: "post",
        path: "/admin/me/totp/confirm",
        summary: "Confirm enrolment with a current code: TOTP is on; answers 10 recovery codes, shown only this once",
        tag,
        access: "staff",
        body: confirmBody,
        response: recoveryCodesResponse,
      },
      async ({ deps, user, body }) => ({
        recoveryCodes: await confirmEnrolment(deps.db, deps.jwtSecret, user.id, body.code),
      }),
    ),
    route(
      {
        method: "post",
        path: "/admin/me/totp/disable",
        summary: "Turn my TOTP off with my current password or a code (409 when it is required for my role)",
        tag,
        access: "staff",
        body: disableBody,
        response: disabledAnswer,
      },
      async ({ deps, user, body }) => {
        const key = String(user.id);
        const wait = disableAttempts.retryAfter(key);
        if (wait > 0) throw tooManyRequests(wait);
        try {
          const result = await disableTotp(deps.db, deps.jwtSecret, user, body);
          disableAttempts.reset(key);
          return result;
        } catch (error) {
          disableAttempts.hit(key);
          throw error;
        }
      },
    ),
    route(
      {
        method: "delete",
        path: "/admin/users/:id/totp",
        summary: "Reset a user's TOTP (lost phone): they sign in with the password alone and may enrol again",
        tag: "users",
        access: "admin",
        params: idParams,
        response: disabledAnswer,
      },
      ({ deps, params }) => resetUserTotp(deps.db, params.id),
    ),
  ];
}
