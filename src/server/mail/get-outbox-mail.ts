import "server-only";
import { eq } from "drizzle-orm";
import { notFound } from "../domain-errors";
import type { Db } from "../db/client";
import { mailOutbox } from "../db/schema";
import { RESET_MAIL_KEY } from "../passwords/reset-mail";
import { outboxColumns, toOutboxItem } from "./outbox-columns";

const HIDDEN = "Bu e-posta bir şifre sıfırlama bağlantısı içerir: içeriği yalnızca alıcısı görebilir.";

/**
 * One outbox mail with its bodies: how staff read mails when no SMTP server is configured. A password reset
 * mail's bodies are not shown: its link would let the reader set that user's password.
 */
export async function getOutboxMail(db: Db, id: number) {
  const [row] = await db
    .select({ ...outboxColumns, html: mailOutbox.html, text: mailOutbox.text })
    .from(mailOutbox)
    .where(eq(mailOutbox.id, id))
    .limit(1);
  if (!row) throw notFound("mail.mail_not_found");
  if (row.templateKey === RESET_MAIL_KEY) return { ...toOutboxItem(row), html: `<p>${HIDDEN}</p>`, text: HIDDEN };
  return { ...toOutboxItem(row), html: row.html, text: row.text };
}
