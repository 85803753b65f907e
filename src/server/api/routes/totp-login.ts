import "server-only";
import { accessAnswer } from "../../auth/totp/access-answer";
import { checkSecondFactor } from "../../auth/totp/check-second-factor";
import { confirmEnrolment } from "../../auth/totp/confirm-enrolment";
import { wrongLoginCode } from "../../auth/totp/errors";
import { openChallenge } from "../../auth/totp/open-challenge";
import {
  enrolChallengeBody,
  enrolConfirmChallengeBody,
  enrolledLoginResponse,
  enrolmentResponse,
  totpLoginBody,
} from "../../auth/totp/schemas";
import { startEnrolment } from "../../auth/totp/start-enrolment";
import { loginResponse } from "../../auth/login";
import { clientIp } from "../client-ip";
import { loginThrottle as throttle } from "../login-throttle";
import { route } from "../route";

const tag = "auth";

/** The steps after the password when a second factor is due (see auth/totp/second-factor-step.ts). */
export function totpLoginRoutes() {
  return [
    route(
      {
        method: "post",
        path: "/auth/login/totp",
        summary:
          "Second sign-in step: the challenge from /auth/login and a 6-digit code (or a single-use recovery code); answers the bearer token",
        tag,
        access: "public",
        errors: [401, 429],
        body: totpLoginBody,
        response: loginResponse,
      },
      async ({ c, deps, body }) => {
        const challenge = await openChallenge(deps.db, deps.jwtSecret, "totp", body.challenge);
        const ip = clientIp(c, deps.config.trustProxy);
        await throttle.attempt(deps, challenge.account, ip);
        const factor =
          body.recoveryCode !== undefined ? { recoveryCode: body.recoveryCode } : { code: body.code ?? "" };
        if (!(await checkSecondFactor(deps.db, deps.jwtSecret, challenge.userId, factor))) {
          throw wrongLoginCode();
        }
        await throttle.succeeded(deps, challenge.account, ip);
        return accessAnswer(deps.db, deps.jwtSecret, challenge);
      },
    ),
    route(
      {
        method: "post",
        path: "/auth/totp/enrol",
        summary: "Forced enrolment during sign-in (TOTP required for ADMIN): a new secret, its otpauth URI and QR code",
        tag,
        access: "public",
        errors: [401, 409],
        body: enrolChallengeBody,
        response: enrolmentResponse,
      },
      async ({ deps, body }) => {
        const challenge = await openChallenge(deps.db, deps.jwtSecret, "enrol", body.challenge);
        return startEnrolment(deps.db, deps.jwtSecret, { id: challenge.userId, email: challenge.account });
      },
    ),
    route(
      {
        method: "post",
        path: "/auth/totp/enrol/confirm",
        summary:
          "Forced enrolment during sign-in: confirm with a code; answers the bearer token and the recovery codes",
        tag,
        access: "public",
        errors: [401, 409],
        body: enrolConfirmChallengeBody,
        response: enrolledLoginResponse,
      },
      async ({ c, deps, body }) => {
        const challenge = await openChallenge(deps.db, deps.jwtSecret, "enrol", body.challenge);
        const recoveryCodes = await confirmEnrolment(deps.db, deps.jwtSecret, challenge.userId, body.code);
        await throttle.succeeded(deps, challenge.account, clientIp(c, deps.config.trustProxy));
        return { ...(await accessAnswer(deps.db, deps.jwtSecret, challenge)), recoveryCodes };
      },
    ),
  ];
}
