import "server-only";
import { z } from "zod";
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
import type { Limit } from "../../rate-limits/limit";
import { resetAttempts, takeAttempt } from "../../rate-limits/throttle";
import { idParams, route } from "../route";

const tag = "account";
const disabledAnswer = z.object({ enabled: z.literal(false) });

/** Disabling takes the password: a stolen token must not turn it into a password-guessing oracle. */
export const TOTP_DISABLE_LIMIT: Limit = { name: "totp-disable-user", max: 5, windowMs: 15 * 60 * 1000 };

/** A signed-in staff member's own TOTP (enrol, confirm, disable) and an ADMIN's reset of another user's. */
export function totpRoutes() {
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
        errors: [429],
        body: disableBody,
        response: disabledAnswer,
      },
      async ({ deps, user, body }) => {
        // Counted before the password or code is checked, so parallel guesses cannot slip past.
        const check = { limit: TOTP_DISABLE_LIMIT, subject: String(user.id) };
        await takeAttempt(deps, [check]);
        const result = await disableTotp(deps.db, deps.jwtSecret, user, body);
        await resetAttempts(deps, check);
        return result;
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
