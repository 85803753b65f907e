import "server-only";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { mailTemplates } from "../db/schema";
import type { Locale } from "@/i18n/locales";
import { queueMail } from "./queue-mail";
import { type MailVars, renderTemplate } from "./render-template";

export type EnqueueMailInput = {
  templateKey: string;
  to: string;
  vars: MailVars;
  /** Variable names whose values are trusted HTML (built by our code), not escaped. */
  rawVars?: readonly string[];
  reservationId?: number;
  /** The recipient's language: the template's English version when "en" and written (else the Turkish one). */
  locale?: Locale;
};

/**
 * Writes a mail to the outbox. Call it with the transaction of the change that causes the mail: if the
 * change rolls back, so does the mail. A worker delivers it later. Returns null when the template is
 * switched off by staff (or missing).
 */
export async function enqueueMail(tx: DbOrTx, input: EnqueueMailInput): Promise<number | null> {
  const [template] = await tx.select().from(mailTemplates).where(eq(mailTemplates.key, input.templateKey)).limit(1);
  if (!template?.active) return null;
  const english = input.locale === "en" && template.subjectEn.trim() !== "" && template.bodyEn.trim() !== "";
  return queueMail(tx, {
    to: input.to,
    subject: renderTemplate(english ? template.subjectEn : template.subject, input.vars).replace(/&amp;/g, "&"),
    html: renderTemplate(english ? template.bodyEn : template.body, input.vars, input.rawVars),
    headers: { "Content-Language": english ? "en" : "tr" },
    templateKey: template.key,
    reservationId: input.reservationId,
  });
}
