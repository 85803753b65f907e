import "server-only";
import { and, eq } from "drizzle-orm";
import type { AuthUser } from "../auth/current-user";
import type { Db } from "../db/client";
import { boats, contactMessageReplies, contactMessages } from "../db/schema";
import { notFound, unprocessable } from "../domain-errors";
import { queueMail } from "../mail/queue-mail";
import { getSettings } from "../settings/get-settings";
import { setMessageRead } from "../staff-marks/set-message-read";
import { MESSAGE_NOT_FOUND } from "./find-visible-message";
import { messageScope } from "./message-scope";
import { replyMail } from "./reply-mail";
import type { ContactReplyDto } from "./schemas";
import { columnsOf } from "../db/columns-of";

export const ANONYMISED_REPLY = "inbox.anonymised_reply";

/**
 * Replies by mail, in one transaction: the reply is kept on the message's thread and its mail (subject
 * "Re: …", the original quoted, signed with the staff member's name) is queued in the outbox. The sender is
 * always MAIL_FROM (the outbox's); Reply-To is the company's contact address from the settings, never the
 * staff member's own. The mail is in the message's language (Content-Language too): a message sent from the
 * English site is answered in English. An anonymised message cannot be answered (422).
 */
export async function replyToContactMessage(
  db: Db,
  user: AuthUser,
  id: number,
  text: string,
): Promise<ContactReplyDto> {
  return db.transaction(async (tx) => {
    const [message] = await tx
      .select(
        columnsOf(contactMessages, [
          "id",
          "name",
          "email",
          "subject",
          "message",
          "createdAt",
          "anonymizedAt",
          "locale",
        ]),
      )
      .from(contactMessages)
      .leftJoin(boats, eq(boats.id, contactMessages.boatId))
      .where(and(eq(contactMessages.id, id), messageScope(user)))
      .for("update", { of: contactMessages })
      .limit(1);
    if (!message) throw notFound(MESSAGE_NOT_FOUND);
    if (message.anonymizedAt) throw unprocessable(ANONYMISED_REPLY);

    const settings = await getSettings(tx);
    const staffName = `${user.firstName} ${user.lastName}`.trim();
    const mail = replyMail({
      subject: message.subject,
      name: message.name,
      message: message.message,
      sentAt: message.createdAt,
      reply: text,
      staffName,
      siteName: settings.site_name,
      locale: message.locale,
    });
    const mailId = await queueMail(tx, {
      to: message.email,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      headers: {
        "Content-Language": message.locale,
        ...(settings.site_email ? { "Reply-To": settings.site_email } : {}),
      },
      templateKey: "contact_reply",
    });
    const [reply] = await tx
      .insert(contactMessageReplies)
      .values({ messageId: id, authorId: user.id, authorName: staffName, body: text, mailId })
      .returning();
    await setMessageRead(tx, user.id, id, true);
    return {
      id: reply!.id,
      author: { id: user.id, name: staffName },
      text: reply!.body,
      mail_status: "queued",
      created_at: reply!.createdAt.toISOString(),
    };
  });
}
