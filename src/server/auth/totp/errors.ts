import "server-only";
import { AppError, conflict } from "../../domain-errors";

export const wrongCode = () =>
  new AppError(400, "INVALID_TOTP_CODE", "auth.totp_wrong_code", { code: "auth.totp_wrong_code" });

export const wrongPassword = () =>
  new AppError(400, "WRONG_PASSWORD", "auth.wrong_password", { password: "auth.wrong_password" });

export const alreadyEnabled = () => conflict("auth.totp_already_enabled", "TOTP_ALREADY_ENABLED");

export const notStarted = () => conflict("auth.totp_not_started", "TOTP_NOT_STARTED");

export const requiredForAdmins = () => conflict("auth.totp_required", "TOTP_REQUIRED");

/** The second login step: a wrong code or recovery code (counted like a wrong password). */
export const wrongLoginCode = () => new AppError(401, "INVALID_TOTP_CODE", "auth.totp_wrong_login_code");

export const challengeInvalid = () => new AppError(401, "CHALLENGE_INVALID", "auth.challenge_invalid");
