import "server-only";
import { mailTemplates } from "../db/schema";
import type { MailTemplateDto } from "./mail-template-schemas";
import { templateVariables } from "./template-variables";

export const mailTemplateColumns = {
  id: mailTemplates.id,
  key: mailTemplates.key,
  name: mailTemplates.name,
  subject: mailTemplates.subject,
  body: mailTemplates.body,
  subjectEn: mailTemplates.subjectEn,
  bodyEn: mailTemplates.bodyEn,
  active: mailTemplates.active,
  updatedAt: mailTemplates.updatedAt,
};

type Row = Pick<typeof mailTemplates.$inferSelect, keyof typeof mailTemplateColumns>;

export function toMailTemplateDto(row: Row): MailTemplateDto {
  return {
    id: row.id,
    key: row.key,
    name: row.name,
    subject: row.subject,
    body: row.body,
    subject_en: row.subjectEn,
    body_en: row.bodyEn,
    active: row.active,
    updated_at: row.updatedAt.toISOString(),
    variables: templateVariables(row.key).map((v) => ({ name: v.name, description: v.description })),
  };
}
