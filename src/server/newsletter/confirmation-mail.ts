import "server-only";
import { escapeHtml } from "../mail/render-template";

/** Hours a confirmation link stays valid. */
export const CONFIRM_TTL_HOURS = 7 * 24;

/** The double opt-in mail: one link that confirms the subscription. Built in code so it can never be switched off. */
export function confirmationMail(siteName: string, link: string) {
  const site = escapeHtml(siteName);
  const href = escapeHtml(link);
  const html = `<div style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#1f2937;line-height:1.5;max-width:600px">
<h2 style="color:#0e4a6e;margin:0 0 16px">E-bülten aboneliğinizi onaylayın</h2>
<p>${site} e-bültenine abone olmak için bu adres kullanıldı. Aboneliğinizi tamamlamak için aşağıdaki bağlantıya tıklayın:</p>
<p><a href="${href}" style="display:inline-block;background:#0e4a6e;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">Aboneliğimi onayla</a></p>
<p style="color:#6b7280">Bağlantı ${CONFIRM_TTL_HOURS / 24} gün geçerlidir ve bir kez kullanılabilir. Bu isteği siz yapmadıysanız bu e-postayı yok sayın; size başka e-posta gönderilmeyecek.</p>
<p style="color:#6b7280">${site}</p>
</div>`;
  const text = `${siteName} e-bültenine abone olmak için bu adres kullanıldı. Aboneliğinizi tamamlamak için bağlantıyı açın:

${link}

Bağlantı ${CONFIRM_TTL_HOURS / 24} gün geçerlidir ve bir kez kullanılabilir. Bu isteği siz yapmadıysanız bu e-postayı yok sayın.

${siteName}`;
  return { subject: `${siteName} – E-bülten aboneliğinizi onaylayın`, html, text };
}
