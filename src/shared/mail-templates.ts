import { z } from "zod";
import { optionalText, requiredText } from "./content-fields";
import { msg } from "./messages/message-ref";

export const mailTemplateSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  subject: z.string(),
  body: z.string(),
  /** The English version sent to guests whose reservation is in English ("": the Turkish one is sent). */
  subject_en: z.string(),
  body_en: z.string(),
  active: z.boolean(),
  updated_at: z.string(),
  /** The `{{variables}}` this template may use, with a Turkish description each. */
  variables: z.array(z.object({ name: z.string(), description: z.string() })),
});
export type MailTemplateDto = z.infer<typeof mailTemplateSchema>;

export const MAIL_BODY_MAX = 100_000;

export const updateMailTemplateBody = z
  .object({
    name: optionalText("mail.template_name", 200)
      .refine((v) => v !== "", { error: msg("mail.name_empty") })
      .optional(),
    subject: requiredText("mail.subject", 300).refine((v) => !/[\r\n]/.test(v), {
      error: msg("mail.subject_one_line"),
    }),
    body: z
      .string({ error: msg("mail.body_required") })
      .min(1, { error: msg("mail.body_required") })
      .max(MAIL_BODY_MAX, { error: msg("mail.body_too_long") }),
    /** The English version: both or neither (left out: unchanged). */
    subject_en: optionalText("mail.subject_en", 300)
      .refine((v) => !/[\r\n]/.test(v), { error: msg("mail.subject_one_line") })
      .optional(),
    body_en: z
      .string({ error: msg("mail.body_en_text") })
      .max(MAIL_BODY_MAX, { error: msg("mail.body_too_long") })
      .optional(),
  })
  .superRefine((b, ctx) => {
    const subject = (b.subject_en ?? "").trim() !== "";
    const body = (b.body_en ?? "").trim() !== "";
    if (subject && !body) ctx.addIssue({ code: "custom", path: ["body_en"], message: msg("mail.body_en_required") });
    if (body && !subject)
      ctx.addIssue({ code: "custom", path: ["subject_en"], message: msg("mail.subject_en_required") });
  });
export type UpdateMailTemplateInput = z.output<typeof updateMailTemplateBody>;
