import "server-only";
import { escapeHtml } from "../mail/render-template";

/** The key reset mails carry in the outbox (they are built here, not from an editable template). */
export const RESET_MAIL_KEY = "password_reset";

export type ResetMailReason = "forgot" | "required";

/**
 * The reset link points at the dashboard page with the token in the fragment: a fragment never reaches a
 * server log or a Referer header.
 */
export function resetLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, "")}/dashboard/reset-password#token=${token}`;
}

export function resetMail(input: { siteName: string; firstName: string; link: string; reason: ResetMailReason }) {
  const intro =
    input.reason === "required"
      ? "Yöneticiniz hesabınız için yeni bir şifre belirlemenizi istedi. Açık oturumlarınız kapatıldı; yeni şifrenizi belirleyene kadar giriş yapamazsınız."
      : "Hesabınız için şifre sıfırlama isteği aldık. Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın; şifreniz değişmez.";
  const subject = `${input.siteName} – Şifre sıfırlama`;
  const html = `<div style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#1f2937;line-height:1.5;max-width:600px">
<h2 style="color:#0e4a6e;margin:0 0 16px">Şifre sıfırlama</h2>
<p>Merhaba ${escapeHtml(input.firstName)},</p>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(input.link)}" style="display:inline-block;background:#0e4a6e;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none">Yeni şifre belirle</a></p>
<p>Bağlantı 30 dakika geçerlidir ve yalnızca bir kez kullanılabilir.</p>
<p style="color:#6b7280">Düğme çalışmazsa bu adresi tarayıcınıza yapıştırın:<br>${escapeHtml(input.link)}</p>
</div>`;
  const text = [
    "Şifre sıfırlama",
    "",
    `Merhaba ${input.firstName},`,
    "",
    intro,
    "",
    `Yeni şifrenizi belirlemek için: ${input.link}`,
    "",
    "Bağlantı 30 dakika geçerlidir ve yalnızca bir kez kullanılabilir.",
  ].join("\n");
  return { subject, html, text };
}
