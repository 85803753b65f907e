import { z } from "zod";
import { optionalText, requiredText } from "./content-fields";

export const mailTemplateSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  subject: z.string(),
  body: z.string(),
  active: z.boolean(),
  updated_at: z.string(),
  /** The `{{variables}}` this template may use, with a Turkish description each. */
  variables: z.array(z.object({ name: z.string(), description: z.string() })),
});
export type MailTemplateDto = z.infer<typeof mailTemplateSchema>;

export const MAIL_BODY_MAX = 100_000;

export const updateMailTemplateBody = z.object({
  name: optionalText("Şablon adı", 200)
    .refine((v) => v !== "", { error: "Şablon adı boş olamaz." })
    .optional(),
  subject: requiredText("Konu", 300).refine((v) => !/[\r\n]/.test(v), { error: "Konu tek satır olmalı." }),
  body: z
    .string({ error: "İçerik zorunludur." })
    .min(1, { error: "İçerik zorunludur." })
    .max(MAIL_BODY_MAX, { error: `İçerik en fazla ${MAIL_BODY_MAX} karakter olabilir.` }),
});
export type UpdateMailTemplateInput = z.output<typeof updateMailTemplateBody>;
