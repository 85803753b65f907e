import "server-only";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { mailTemplates } from "../db/schema";
import { queueMail } from "./queue-mail";
import { type MailVars, renderTemplate } from "./render-template";

export type EnqueueMailInput = {
  templateKey: string;
  to: string;
  vars: MailVars;
  /** Variable names whose values are trusted HTML (built by our code), not escaped. */
  rawVars?: readonly string[];
  reservationId?: number;
};

/**
 * Writes a mail to the outbox. Call it with the transaction of the change that causes the mail: if the
 * change rolls back, so does the mail. A worker delivers it later. Returns null when the template is
 * switched off by staff (or missing).
 */
export async function enqueueMail(tx: DbOrTx, input: EnqueueMailInput): Promise<number | null> {
  const [template] = await tx.select().from(mailTemplates).where(eq(mailTemplates.key, input.templateKey)).limit(1);
  if (!template?.active) return null;
  return queueMail(tx, {
    to: input.to,
    subject: renderTemplate(template.subject, input.vars).replace(/&amp;/g, "&"),
    html: renderTemplate(template.body, input.vars, input.rawVars),
    templateKey: template.key,
    reservationId: input.reservationId,
  });
}
