import "server-only";
import { eq } from "drizzle-orm";
import { badRequest, notFound } from "../domain-errors";
import type { Db } from "../db/client";
import { mailTemplates } from "../db/schema";
import { sanitizeMailHtml } from "../content/sanitize-rich-html";
import { mailTemplateColumns, toMailTemplateDto } from "./mail-template-columns";
import type { UpdateMailTemplateInput } from "./mail-template-schemas";
import { unknownVariables } from "./template-variables";
import { clock } from "../../lib/clock";
import { msg } from "@/shared/messages/message-ref";

/**
 * Saves a template's name, subject and body. The body is sanitised (scripts, event handlers and
 * javascript: links removed; inline styles for mail clients kept) and `{{variables}}` must be ones the
 * template is documented with, so a typo is caught here rather than sent as an empty gap.
 */
/** The English subject and body to store (sanitised; both empty: the Turkish version is sent); undefined: unchanged. */
function englishVersion(input: UpdateMailTemplateInput): { subjectEn: string; bodyEn: string } | undefined {
  if (input.subject_en === undefined && input.body_en === undefined) return undefined;
  const bodyEn = sanitizeMailHtml(input.body_en ?? "");
  const empty = bodyEn.replace(/<[^>]*>|\s/g, "") === "";
  return { subjectEn: empty ? "" : (input.subject_en ?? "").trim(), bodyEn: empty ? "" : bodyEn };
}

export async function updateMailTemplate(db: Db, id: number, input: UpdateMailTemplateInput) {
  const [current] = await db
    .select({ key: mailTemplates.key, name: mailTemplates.name })
    .from(mailTemplates)
    .where(eq(mailTemplates.id, id))
    .limit(1);
  if (!current) throw notFound("mail.template_not_found");
  const body = sanitizeMailHtml(input.body);
  if (body.replace(/<[^>]*>|\s/g, "") === "") throw badRequest("mail.body_required", { body: "mail.body_required" });
  const english = englishVersion(input);
  const unknown = [
    ...new Set([
      ...unknownVariables(current.key, input.subject, body),
      ...(english ? unknownVariables(current.key, english.subjectEn, english.bodyEn) : []),
    ]),
  ];
  if (unknown.length > 0) {
    const list = unknown.map((n) => `{{${n}}}`).join(", ");
    throw badRequest(msg("mail.unknown_variables", { list }), { body: msg("mail.unknown_variables_field", { list }) });
  }
  const [row] = await db
    .update(mailTemplates)
    .set({ name: input.name ?? current.name, subject: input.subject, body, ...english, updatedAt: clock.now() })
    .where(eq(mailTemplates.id, id))
    .returning(mailTemplateColumns);
  if (!row) throw notFound("mail.template_not_found");
  return toMailTemplateDto(row);
}
