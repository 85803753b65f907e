import "server-only";
import { and, eq, isNotNull } from "drizzle-orm";
import { notFound } from "../domain-errors";
import type { DbOrTx } from "../db/client";
import { subscribers } from "../db/schema";
import { queueMail } from "../mail/queue-mail";
import { escapeHtml, htmlToText } from "../mail/render-template";
import { mailboxOf, unsubscribeUrl } from "./links";

export const NEWSLETTER_TEMPLATE_KEY = "newsletter";

export type NewsletterContent = { subject: string; html: string; siteName: string };
export type NewsletterRecipient = { email: string; unsubscribeToken: string };
export type NewsletterOptions = { publicUrl: string; mailFrom: string };

/**
 * A newsletter mail for one subscriber: the campaign's HTML with an unsubscribe footer, and the RFC 8058
 * headers (List-Unsubscribe with an https and a mailto way, List-Unsubscribe-Post for one-click). Every
 * newsletter mail is built here, so none can leave without its way out.
 */
export function buildNewsletterMail(
  recipient: NewsletterRecipient,
  content: NewsletterContent,
  options: NewsletterOptions,
) {
  const link = unsubscribeUrl(options.publicUrl, recipient.unsubscribeToken);
  const mailbox = mailboxOf(options.mailFrom);
  const footer = `<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0 12px">
<p style="font-family:Arial,Helvetica,sans-serif;font-size:12px;color:#6b7280">Bu e-postayı ${escapeHtml(content.siteName)} e-bültenine abone olduğunuz için aldınız. Almak istemiyorsanız <a href="${escapeHtml(link)}">abonelikten çıkın</a>.</p>`;
  const html = `${content.html}\n${footer}`;
  return {
    to: recipient.email,
    subject: content.subject,
    html,
    text: `${htmlToText(content.html)}\n\n--\nAbonelikten çıkmak için: ${link}`,
    headers: {
      "List-Unsubscribe": `<${link}>, <mailto:${mailbox}?subject=${encodeURIComponent(`unsubscribe ${recipient.unsubscribeToken}`)}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

/** Queues one newsletter mail to a confirmed subscriber (404 for an unknown or unconfirmed one). */
export async function queueNewsletterMail(
  tx: DbOrTx,
  subscriberId: number,
  content: NewsletterContent,
  options: NewsletterOptions,
): Promise<number> {
  const [recipient] = await tx
    .select({ email: subscribers.email, unsubscribeToken: subscribers.unsubscribeToken })
    .from(subscribers)
    .where(and(eq(subscribers.id, subscriberId), isNotNull(subscribers.confirmedAt)))
    .limit(1);
  if (!recipient) throw notFound("newsletter.subscriber_not_found");
  return queueMail(tx, {
    ...buildNewsletterMail(recipient, content, options),
    templateKey: NEWSLETTER_TEMPLATE_KEY,
  });
}
