import "server-only";
import { apiFields } from "../db/api-fields";
import { columnsOf } from "../db/columns-of";
import { mailTemplates } from "../db/schema";
import type { MailTemplateDto } from "./mail-template-schemas";
import { templateVariables } from "./template-variables";

export const mailTemplateColumns = columnsOf(mailTemplates, [
  "id",
  "key",
  "name",
  "subject",
  "body",
  "subjectEn",
  "bodyEn",
  "active",
  "updatedAt",
]);

type Row = Pick<typeof mailTemplates.$inferSelect, keyof typeof mailTemplateColumns>;

export function toMailTemplateDto(row: Row): MailTemplateDto {
  return {
    ...apiFields(row),
    variables: templateVariables(row.key).map((v) => ({ name: v.name, description: v.description })),
  };
}
