import { z } from "zod";
import { msg } from "@/shared/messages/message-ref";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@/shared/password-limits";

/** Shown under every "new password" field; the server checks the whole policy and answers why it refuses one. */
export const PASSWORD_POLICY_HINT = `En az ${PASSWORD_MIN_LENGTH} karakter. Yaygın şifreler, yer adları (ör. Bodrum, Göcek), “şifre”, “tekne” gibi kelimeler ve e-posta adresiniz kabul edilmez; birbiriyle ilgisiz birkaç kelime iyi bir seçimdir.`;

const newPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { error: msg("passwords.too_short") })
  .max(PASSWORD_MAX_LENGTH, { error: msg("passwords.too_long") });
const mismatch = { error: msg("passwords.mismatch"), path: ["repeat"] };

/** The change form in the browser: the checks that need no server (length, both entries the same). */
export const newPasswordForm = z
  .object({
    current_password: z.string().min(1, { error: msg("passwords.current_required") }),
    new_password: newPassword,
    repeat: z.string(),
  })
  .refine((v) => v.new_password === v.repeat, mismatch);

/** The reset form in the browser. */
export const resetPasswordForm = z
  .object({ password: newPassword, repeat: z.string() })
  .refine((v) => v.password === v.repeat, mismatch);
