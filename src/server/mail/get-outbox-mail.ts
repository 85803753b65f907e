import { eq } from "drizzle-orm";
import { notFound } from "../api/errors";
import type { Db } from "../db/client";
import { mailOutbox } from "../db/schema";
import { outboxColumns, toOutboxItem } from "./outbox-columns";

/** One outbox mail with its bodies: how staff read mails when no SMTP server is configured. */
export async function getOutboxMail(db: Db, id: number) {
  const [row] = await db
    .select({ ...outboxColumns, html: mailOutbox.html, text: mailOutbox.text })
    .from(mailOutbox)
    .where(eq(mailOutbox.id, id))
    .limit(1);
  if (!row) throw notFound("E-posta bulunamadı.");
  return { ...toOutboxItem(row), html: row.html, text: row.text };
}
