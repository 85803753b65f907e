import "server-only";
import { AppError, conflict } from "../../domain-errors";

export const wrongCode = () =>
  new AppError(400, "INVALID_TOTP_CODE", "Doğrulama kodu hatalı veya süresi geçmiş.", {
    code: "Doğrulama kodu hatalı veya süresi geçmiş.",
  });

export const wrongPassword = () => new AppError(400, "WRONG_PASSWORD", "Şifre hatalı.", { password: "Şifre hatalı." });

export const alreadyEnabled = () =>
  conflict("İki adımlı doğrulama zaten açık. Yeniden kurmak için önce kapatın.", "TOTP_ALREADY_ENABLED");

export const notStarted = () =>
  conflict("Kurulum bulunamadı veya süresi geçti. Lütfen kurulumu yeniden başlatın.", "TOTP_NOT_STARTED");

export const requiredForAdmins = () =>
  conflict("Yöneticiler için iki adımlı doğrulama zorunlu; kapatılamaz.", "TOTP_REQUIRED");

/** The second login step: a wrong code or recovery code (counted like a wrong password). */
export const wrongLoginCode = () => new AppError(401, "INVALID_TOTP_CODE", "Doğrulama kodu hatalı.");

export const challengeInvalid = () =>
  new AppError(401, "CHALLENGE_INVALID", "Doğrulama süresi doldu. Lütfen yeniden giriş yapın.");
