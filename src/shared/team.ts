import { z } from "zod";
import { englishText, formBoolean, idField, optionalText, requiredText } from "./content-fields";

export const teamMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  bio: z.string().nullable(),
  /** English title and biography for /en, or null. */
  title_en: z.string().nullable(),
  bio_en: z.string().nullable(),
  /** URL of the photo (largest variant), or null. */
  photo_url: z.string().nullable(),
  sort_order: z.number().int(),
  created_at: z.string(),
});
export type TeamMemberDto = z.infer<typeof teamMemberSchema>;

/** Text fields of the multipart form of `POST /admin/team` (file field: `photo`, optional). */
export const teamMemberFields = z.object({
  name: requiredText("Ad soyad", 120),
  title: requiredText("Unvan", 120),
  bio: optionalText("Kısa biyografi", 2000).optional(),
  title_en: englishText("Unvan", 120),
  bio_en: englishText("Kısa biyografi", 2000),
});
export type TeamMemberFields = z.output<typeof teamMemberFields>;

export const teamMemberEditFields = teamMemberFields.extend({
  remove_photo: formBoolean("Fotoğrafı kaldır").optional(),
});
export type TeamMemberEditFields = z.output<typeof teamMemberEditFields>;

export const teamOrderBody = z.object({
  ids: z
    .array(idField("Ekip üyesi"), { error: "Sıralama için ekip üyesi numaraları (ids) gönderilmeli." })
    .min(1, { error: "Sıralama için en az bir ekip üyesi gönderilmeli." })
    .max(1000, { error: "Çok fazla ekip üyesi gönderildi." })
    .refine((ids) => new Set(ids).size === ids.length, { error: "Bir ekip üyesi sıralamada iki kez geçemez." }),
});
