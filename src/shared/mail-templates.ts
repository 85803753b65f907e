import { z } from "zod";
import { optionalText, requiredText } from "./content-fields";

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
    name: optionalText("Şablon adı", 200)
      .refine((v) => v !== "", { error: "Şablon adı boş olamaz." })
      .optional(),
    subject: requiredText("Konu", 300).refine((v) => !/[\r\n]/.test(v), { error: "Konu tek satır olmalı." }),
    body: z
      .string({ error: "İçerik zorunludur." })
      .min(1, { error: "İçerik zorunludur." })
      .max(MAIL_BODY_MAX, { error: `İçerik en fazla ${MAIL_BODY_MAX} karakter olabilir.` }),
    /** The English version: both or neither (left out: unchanged). */
    subject_en: optionalText("İngilizce konu", 300)
      .refine((v) => !/[\r\n]/.test(v), { error: "Konu tek satır olmalı." })
      .optional(),
    body_en: z
      .string({ error: "İngilizce içerik metin olmalı." })
      .max(MAIL_BODY_MAX, { error: `İçerik en fazla ${MAIL_BODY_MAX} karakter olabilir.` })
      .optional(),
  })
  .superRefine((b, ctx) => {
    const subject = (b.subject_en ?? "").trim() !== "";
    const body = (b.body_en ?? "").trim() !== "";
    if (subject && !body)
      ctx.addIssue({ code: "custom", path: ["body_en"], message: "İngilizce içerik zorunludur (konu yazıldıysa)." });
    if (body && !subject)
      ctx.addIssue({ code: "custom", path: ["subject_en"], message: "İngilizce konu zorunludur (içerik yazıldıysa)." });
  });
export type UpdateMailTemplateInput = z.output<typeof updateMailTemplateBody>;
