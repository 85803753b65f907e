import "server-only";
import { eq } from "drizzle-orm";
import { notFound } from "../domain-errors";
import type { Db } from "../db/client";
import { mailTemplates } from "../db/schema";
import { mailTemplateColumns, toMailTemplateDto } from "./mail-template-columns";
import { clock } from "../../lib/clock";

/** Switches a template on or off; a switched-off template is simply not sent (enqueueMail skips it). */
export async function setMailTemplateActivity(db: Db, input: { id: number; active: boolean }) {
  const [row] = await db
    .update(mailTemplates)
    .set({ active: input.active, updatedAt: clock.now() })
    .where(eq(mailTemplates.id, input.id))
    .returning(mailTemplateColumns);
  if (!row) throw notFound("mail.template_not_found");
  return toMailTemplateDto(row);
}
