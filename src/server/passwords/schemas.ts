import "server-only";
import { z } from "zod";
import { PASSWORD_MAX_LENGTH } from "../auth/password-policy/limits";
import { msg } from "@/shared/messages/message-ref";

/** A new password as typed; the policy (auth/password-policy) is checked by the operation, which knows the owner. */
const newPassword = z.string().max(PASSWORD_MAX_LENGTH, { error: msg("passwords.too_long") });

export const changePasswordBody = z.object({
  current_password: z
    .string()
    .min(1, { error: msg("passwords.current_required") })
    .max(1024),
  new_password: newPassword,
});

export const resetRequestBody = z.object({
  email: z
    .string()
    .trim()
    .min(1, { error: msg("passwords.email_required") })
    .max(320),
});

export const resetPasswordBody = z.object({
  token: z
    .string()
    .min(1, { error: msg("passwords.link_invalid_field") })
    .max(200),
  password: newPassword,
});

export const RESET_REQUEST_ANSWER =
  "Bu e-posta adresi kayıtlıysa şifre sıfırlama bağlantısı gönderildi. Bağlantı 30 dakika geçerlidir.";
export const resetRequestResponse = z.object({ message: z.string() });
export const resetPasswordResponse = z.object({ email: z.string() });
