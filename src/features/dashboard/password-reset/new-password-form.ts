import { z } from "zod";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@/shared/password-limits";

/** Shown under every "new password" field; the server checks the whole policy and answers why it refuses one. */
export const PASSWORD_POLICY_HINT = `En az ${PASSWORD_MIN_LENGTH} karakter. Yaygın şifreler, yer adları (ör. Bodrum, Göcek), “şifre”, “tekne” gibi kelimeler ve e-posta adresiniz kabul edilmez; birbiriyle ilgisiz birkaç kelime iyi bir seçimdir.`;

const newPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { error: `Şifre en az ${PASSWORD_MIN_LENGTH} karakter olmalı.` })
  .max(PASSWORD_MAX_LENGTH, { error: `Şifre en fazla ${PASSWORD_MAX_LENGTH} karakter olabilir.` });
const mismatch = { error: "Şifreler birbirini tutmuyor.", path: ["repeat"] };

/** The change form in the browser: the checks that need no server (length, both entries the same). */
export const newPasswordForm = z
  .object({
    current_password: z.string().min(1, { error: "Mevcut şifrenizi girin." }),
    new_password: newPassword,
    repeat: z.string(),
  })
  .refine((v) => v.new_password === v.repeat, mismatch);

/** The reset form in the browser. */
export const resetPasswordForm = z
  .object({ password: newPassword, repeat: z.string() })
  .refine((v) => v.password === v.repeat, mismatch);
