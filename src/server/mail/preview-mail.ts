import "server-only";
import { eq } from "drizzle-orm";
import { notFound } from "../domain-errors";
import type { AuthUser } from "../auth/current-user";
import type { Db } from "../db/client";
import { mailTemplates } from "../db/schema";
import { findScopedReservation } from "./find-scoped-reservation";
import { renderTemplate } from "./render-template";
import { reservationMailVars } from "./reservation-mail-vars";

/** A template rendered for one reservation exactly as it would be queued, without queueing anything. */
export async function previewMail(db: Db, user: AuthUser, input: { template_key: string; reservation_id: number }) {
  await findScopedReservation(db, user, input.reservation_id);
  const [template] = await db
    .select({ subject: mailTemplates.subject, body: mailTemplates.body })
    .from(mailTemplates)
    .where(eq(mailTemplates.key, input.template_key))
    .limit(1);
  if (!template) throw notFound("mail.email_template_not_found");
  const mail = await reservationMailVars(db, input.reservation_id);
  return {
    to: mail.to,
    subject: renderTemplate(template.subject, mail.vars).replace(/&amp;/g, "&"),
    html: renderTemplate(template.body, mail.vars, mail.rawVars),
  };
}
